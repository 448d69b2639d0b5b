import type { appCopy as English } from '../en/app';

export const appCopy: typeof English = {
  offline: 'আপনি অফলাইনে আছেন',
  offlineAsOf: (time: string) => `অফলাইন · ${time} অনুযায়ী`,
  updateReady: 'সুস্থ-এর নতুন সংস্করণ তৈরি।',
  reloadToUpdate: 'আপডেট করতে রিলোড করুন',
  install: 'অ্যাপ ইনস্টল করুন',
  addToHomeScreen:
    'ফোনে ব্রাউজারের মেনু খুলে "হোম স্ক্রিনে যোগ করুন" বেছে নিন। আইফোনে শেয়ার চেপে "হোম স্ক্রিনে যোগ করুন" বেছে নিন।',
};
