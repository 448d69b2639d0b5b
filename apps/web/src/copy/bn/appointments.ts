import { banglaNumber } from '../numbers';
import type {
  appointmentsCopy as EnglishAppointments,
  myAppointmentsCopy as EnglishMyAppointments,
} from '../en/appointments';

/** Why a calendar day cannot be picked, said after its name (decision 040). */
const UNAVAILABLE = {
  past: 'পেরিয়ে যাওয়া দিন, বুক করা যাবে না',
  off: 'ছুটির দিন, বুক করা যাবে না',
  full: 'সব স্লট বুক হয়ে গেছে, বুক করা যাবে না',
};

/** The appointment page, its booking modal, and My Appointments. */
export const appointmentsCopy: typeof EnglishAppointments = {
  title: 'অ্যাপয়েন্টমেন্ট | সুস্থ',
  metaDescription: 'একটি দিন বেছে নিয়ে Sustho-র ডাক্তারের সঙ্গে আধা ঘণ্টার অ্যাপয়েন্টমেন্ট বুক করুন।',
  heading: 'অ্যাপয়েন্টমেন্ট নিন',
  calendarLabel: 'অ্যাপয়েন্টমেন্টের দিন',
  dayButton: (
    day: string,
    date: string,
    state: { today: boolean; selected: boolean; unavailable: 'past' | 'off' | 'full' | null },
  ) =>
    `${day}, ${date}${state.today ? ', আজ' : ''}${state.selected ? ', নির্বাচিত' : ''}${state.unavailable ? `, ${UNAVAILABLE[state.unavailable]}` : ''}`,
  calendar: {
    previousMonth: 'পূর্ববর্তী মাসে যান',
    nextMonth: 'পরবর্তী মাসে যান',
    months: [
      'জানুয়ারি',
      'ফেব্রুয়ারি',
      'মার্চ',
      'এপ্রিল',
      'মে',
      'জুন',
      'জুলাই',
      'আগস্ট',
      'সেপ্টেম্বর',
      'অক্টোবর',
      'নভেম্বর',
      'ডিসেম্বর',
    ],
    weekdaysShort: ['রবি', 'সোম', 'মঙ্গল', 'বুধ', 'বৃহ', 'শুক্র', 'শনি'],
  },
  selected: (date: string) => `আপনি ${date} বেছে নিয়েছেন`,
  available: (date: string) => `${date} তারিখে খালি অ্যাপয়েন্টমেন্ট`,
  none: 'এখনো কোনো চিকিৎসাসেবা দেওয়া হচ্ছে না।',
  doctorAlt: (treatment: string) => `${treatment}-এর ডাক্তার`,
  tryAnotherDay: 'অন্য দিন দেখুন',
  spaces: (count: number) => `${banglaNumber(count)}টি স্লট খালি`,
  price: (price: string) => `মূল্য: ${price}`,
  book: 'অ্যাপয়েন্টমেন্ট বুক করুন',
  bookLabel: (treatment: string) => `অ্যাপয়েন্টমেন্ট বুক করুন: ${treatment}`,
  doctorSlots: (date: string) => `${date} তারিখের খালি স্লট`,
  /** The headings the slot buttons are grouped under, by when the slot starts. */
  partsOfDay: { morning: 'সকাল', afternoon: 'দুপুর ও বিকাল', evening: 'সন্ধ্যা' },
  modal: {
    date: 'তারিখ',
    slot: 'সময়',
    doctor: 'ডাক্তার',
    anyDoctor: 'যেকোনো উপলব্ধ ডাক্তার',
    name: 'পুরো নাম',
    email: 'ইমেইল',
    phone: 'ফোন নম্বর',
    phoneHint: 'যেমন 01712345678, বা বিদেশ থেকে +8801712345678।',
    submit: 'জমা দিন',
    close: 'বন্ধ করুন',
    login: 'লগইন',
    loginToBook: 'এই অ্যাপয়েন্টমেন্ট বুক করতে লগইন করুন।',
    price: 'মূল্য',
    freeFollowUp: 'বিনামূল্যে ফলো-আপ',
  },
  confirmed: 'বুকিং নিশ্চিত হয়েছে',
  failed: 'দুঃখিত, সমস্যা হয়েছে! আবার চেষ্টা করুন',
  refused: {
    already_booked_day: ({ date }) => `${date} তারিখে আপনার এই চিকিৎসার একটি বুকিং আগেই আছে`,
    patient_busy: ({ date, slot }) => `${date} তারিখে ${slot} সময়ে আপনার আরেকটি অ্যাপয়েন্টমেন্ট আছে`,
    slot_taken: ({ date, slot }) =>
      `দুঃখিত, ${date} তারিখের ${slot} স্লটটি এইমাত্র অন্য কেউ নিয়ে নিয়েছেন। অন্য একটি স্লট বেছে নিন।`,
  },
};

export const myAppointmentsCopy: typeof EnglishMyAppointments = {
  title: 'আমার অ্যাপয়েন্টমেন্ট | সুস্থ',
  metaDescription: 'Sustho-তে আপনার অ্যাপয়েন্টমেন্টগুলো: পেমেন্ট করুন বা বাতিল করুন।',
  heading: 'আমার অ্যাপয়েন্টমেন্ট',
  empty: 'আপনার এখনো কোনো অ্যাপয়েন্টমেন্ট নেই।',
  bookOne: 'অ্যাপয়েন্টমেন্ট বুক করুন',
  columns: {
    index: '#',
    name: 'নাম',
    treatment: 'চিকিৎসা',
    doctor: 'ডাক্তার',
    date: 'তারিখ',
    time: 'সময়',
    payment: 'পেমেন্ট',
    status: 'অবস্থা',
    delete: 'মুছুন',
  },
  pay: 'পেমেন্ট করুন',
  payLabel: (treatment: string, date: string) => `${date} তারিখের ${treatment}-এর জন্য পেমেন্ট করুন`,
  paid: 'পরিশোধিত',
  free: 'বিনামূল্যে',
  refunded: 'অর্থ ফেরত দেওয়া হয়েছে',
  notRefunded: 'অর্থ ফেরত দেওয়া হয়নি',
  statuses: { completed: 'সম্পন্ন', noShow: 'উপস্থিত হননি', cancelled: 'বাতিল' },
  delete: 'মুছুন',
  deleteLabel: (treatment: string, date: string) => `${date} তারিখের ${treatment} মুছুন`,
  confirmTitle: 'আপনি কি নিশ্চিতভাবে মুছে ফেলতে চান?',
  confirmText: 'মুছে ফেললে আর ফিরিয়ে আনা যাবে না।',
  confirm: 'মুছুন',
  cancel: 'অ্যাপয়েন্টমেন্ট রাখুন',
  deleting: (treatment: string, doctor: string, date: string, time: string) =>
    `${date}, ${time}: ${doctor}-এর সাথে ${treatment}`,
  notCharged: 'আপনি এর জন্য পেমেন্ট করেননি, তাই কোনো টাকা কাটা হবে না।',
  join: 'যোগ দিন',
  joinLabel: (treatment: string, date: string) => `পরামর্শে যোগ দিন: ${date} তারিখের ${treatment}`,
  deleted: 'বুকিং সফলভাবে মুছে ফেলা হয়েছে',
  bookFollowUp: 'ফলো-আপ বুক করুন',
  bookFollowUpLabel: (treatment: string, until: string) =>
    `${treatment}-এর বিনামূল্যে ফলো-আপ বুক করুন, ${until}-এর মধ্যে`,
};
