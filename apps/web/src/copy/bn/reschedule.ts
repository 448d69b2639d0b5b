import type { rescheduleCopy as EnglishReschedule } from '../en/reschedule';

/** My Appointments: moving a booking, and what deleting one does to its payment. */
export const rescheduleCopy: typeof EnglishReschedule = {
  reschedule: 'সময় বদলান',
  rescheduleLabel: (treatment, date) => `${date} তারিখের ${treatment}-এর সময় বদলান`,
  title: (treatment) => `${treatment}-এর সময় বদলান`,
  current: (date, slot, doctor) => `এখন: ${date}, ${slot}, ${doctor}`,
  doctor: 'ডাক্তার',
  sameDoctor: (name) => `${name} (একই ডাক্তার)`,
  anyDoctor: 'যেকোনো উপলব্ধ ডাক্তার',
  slot: 'নতুন সময়',
  noSlots: 'এই দিনে কোনো খালি সময় নেই। অন্য দিন দেখুন।',
  paidStays: 'আপনার পেমেন্ট এই অ্যাপয়েন্টমেন্টের সঙ্গেই থাকবে।',
  submit: 'সময় বদলান',
  close: 'বন্ধ করুন',
  moved: (date, slot) => `আপনার অ্যাপয়েন্টমেন্ট ${date}, ${slot}-এ সরানো হয়েছে।`,
  refused: {
    not_active: () => 'এই অ্যাপয়েন্টমেন্টটি আর সক্রিয় নেই, তাই এর সময় বদলানো যাবে না।',
    too_late: () => 'অ্যাপয়েন্টমেন্ট শুরু হতে আর বেশি সময় বাকি নেই, তাই এখন আর সময় বদলানো যাবে না।',
    limit_reached: () => 'এই অ্যাপয়েন্টমেন্টের সময় যতবার বদলানো যায়, ততবার বদলানো হয়ে গেছে।',
    already_booked_day: ({ date }) => `${date} তারিখে আপনার এই চিকিৎসার একটি বুকিং আগেই আছে`,
    patient_busy: ({ date, slot }) => `${date} তারিখে ${slot} সময়ে আপনার আরেকটি অ্যাপয়েন্টমেন্ট আছে`,
    slot_taken: ({ date, slot }) =>
      `দুঃখিত, ${date} তারিখের ${slot} স্লটটি এইমাত্র অন্য কেউ নিয়ে নিয়েছেন। অন্য একটি স্লট বেছে নিন।`,
  },
  willRefund: (amount) => `আপনার পরিশোধ করা ${amount} ফেরত দেওয়া হবে।`,
  noRefund: (hours) =>
    `অ্যাপয়েন্টমেন্ট শুরু হতে ${hours} ঘণ্টারও কম সময় বাকি: আপনার পেমেন্ট ফেরত দেওয়া হবে না।`,
};
