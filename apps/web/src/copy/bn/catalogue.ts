import type { catalogueCopy as English } from '../en/catalogue';

/** ফার্মাসিস্টের ক্যাটালগ পাতা: খোঁজা, দাম ও স্টক বদলানো, CSV ফাইল আমদানি। */
export const catalogueCopy: typeof English = {
  title: 'ক্যাটালগ | সুস্থ',
  metaDescription: 'ওষুধের ক্যাটালগে খুঁজুন, দাম ও স্টক বদলান, আর একটি CSV ফাইল আমদানি করুন।',
  heading: 'ক্যাটালগ',
  intro: 'প্রতি ইউনিটের দাম বা স্টক বদলাতে ওষুধটি খুঁজুন, অথবা পুরো একটি ক্যাটালগ আমদানি করুন।',
  columns: {
    medicine: 'ওষুধ',
    manufacturer: 'প্রস্তুতকারক',
    unitPrice: 'প্রতি ইউনিটের দাম',
    stock: 'স্টক (ইউনিট)',
    action: 'কাজ',
  },
  unitPriceOf: (medicine: string) => `${medicine}-এর প্রতি ইউনিটের দাম`,
  stockOf: (medicine: string) => `${medicine}-এর স্টক, ইউনিটে`,
  currencyNote: (currency: string) => `${currency}-এ`,
  save: 'সংরক্ষণ করুন',
  saveLabel: (medicine: string) => `সংরক্ষণ করুন: ${medicine}`,
  saving: 'সংরক্ষণ হচ্ছে…',
  saved: (medicine: string) => `${medicine} সংরক্ষিত হয়েছে।`,
  notSaved: (medicine: string, reason: string) => `${medicine} সংরক্ষিত হয়নি: ${reason}`,
  invalid: 'দশমিকের পরে সর্বোচ্চ দুই ঘরের একটি দাম আর পূর্ণ সংখ্যায় ইউনিট লিখুন।',
  import: {
    heading: 'CSV আমদানি',
    text: 'শিরোনামের সারির পরে প্রতি লাইনে একটি ওষুধ; শিরোনামে এই কলামগুলো থাকবে:',
    limits: 'সর্বোচ্চ ৫০,০০০টি ওষুধ বা ১০ MB। কোনো সমস্যা থাকলে ফাইলের কিছুই আমদানি হয় না।',
    file: 'CSV ফাইল',
    submit: 'CSV আমদানি করুন',
    importing: 'আমদানি হচ্ছে…',
    result: (added: string, updated: string) => `${added}টি যোগ হয়েছে, ${updated}টি হালনাগাদ হয়েছে`,
    problemsHeading: 'ফাইলের সমস্যা',
    line: (line: string) => `লাইন ${line}`,
    chooseFile: 'আগে একটি CSV ফাইল বেছে নিন।',
  },
};
