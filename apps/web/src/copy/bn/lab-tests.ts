import type { labTestsCopy as English } from '../en/lab-tests';

/** ল্যাব পরীক্ষার তালিকা, /lab-tests। */
export const labTestsCopy: typeof English = {
  title: 'ল্যাব পরীক্ষা | সুস্থ',
  metaDescription:
    'সুস্থ-এর ল্যাব পরীক্ষা: প্রতিটির আগে কী করতে হবে, কত খরচ, কখন ফলাফল পাবেন, আর কোনগুলোর নমুনা বাসা থেকে নেওয়া হয়।',
  heading: 'ল্যাব পরীক্ষা',
  intro:
    'আমাদের ল্যাবের সব পরীক্ষা: প্রতিটির আগে কী করতে হবে, কত খরচ, কখন ফলাফল পাবেন, আর নমুনা আপনার বাসা থেকে নেওয়া যায় কি না।',
  search: 'পরীক্ষার নাম বা কোড দিয়ে খুঁজুন',
  searchPlaceholder: 'যেমন CBC, HbA1c বা 4548-4',
  showing: (count: string) => `${count}টি পরীক্ষা দেখানো হচ্ছে`,
  noMatch: (query: string) => `“${query}”-এর সঙ্গে মেলে এমন কোনো পরীক্ষা নেই।`,
  empty: 'এখনো কোনো ল্যাব পরীক্ষা দেওয়া হচ্ছে না।',
  code: (code: string) => `কোড: ${code}`,
  sample: 'নমুনা',
  sampleTypes: {
    blood: 'রক্ত',
    urine: 'প্রস্রাব',
    stool: 'মল',
    swab: 'সোয়াব',
    imaging: 'ইমেজিং',
    ecg: 'ইসিজি',
    other: 'অন্যান্য',
  },
  preparation: 'প্রস্তুতি',
  noPreparation: 'কোনো প্রস্তুতির দরকার নেই',
  price: (price: string) => `মূল্য: ${price}`,
  resultsInHours: (hours: string) => `${hours} ঘণ্টায় ফলাফল`,
  resultsInDays: (days: string) => `${days} দিনে ফলাফল`,
  homeCollection: 'বাসা থেকে নমুনা সংগ্রহ',
  labVisitOnly: 'শুধু ল্যাবে গিয়ে',
};
