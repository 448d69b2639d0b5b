import type { confirmationCopy as English } from '../en/confirmation';

/** বুকিং ও পেমেন্টের পর যে পাতায় পৌঁছান। */
export const confirmationCopy: typeof English = {
  title: 'অ্যাপয়েন্টমেন্ট নিশ্চিত | সুস্থ',
  metaDescription: 'সুস্থ-তে আপনার অ্যাপয়েন্টমেন্ট: কখন, কার সঙ্গে, এবং কীভাবে যোগ দেবেন।',
  heading: 'আপনার অ্যাপয়েন্টমেন্ট বুক হয়েছে',
  treatment: 'চিকিৎসা',
  doctor: 'ডাক্তার',
  date: 'তারিখ',
  time: 'সময়',
  payment: 'পেমেন্ট',
  paid: 'পরিশোধিত',
  free: 'বিনামূল্যে',
  unpaid: 'এখনো পরিশোধ হয়নি',
  payNow: 'এখনই পেমেন্ট করুন',
  addToCalendar: 'ক্যালেন্ডারে যোগ করুন',
  joinLater: 'পরামর্শ শুরুর কিছুক্ষণ আগে এখান থেকেই যোগ দিতে পারবেন।',
  notActive: 'এই অ্যাপয়েন্টমেন্টটি আর সক্রিয় নেই।',
  notYours: 'যে রোগী এই অ্যাপয়েন্টমেন্টটি বুক করেছেন, শুধু তিনিই এটি দেখতে পারবেন।',
};
