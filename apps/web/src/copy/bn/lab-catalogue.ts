import type { labCatalogueCopy as English } from '../en/lab-catalogue';
import { banglaNumber } from '../numbers';

/** /dashboard/lab-tests: ল্যাব কর্মীরা ল্যাব পরীক্ষার তালিকা সম্পাদনা করেন। */
export const labCatalogueCopy: typeof English = {
  title: 'ল্যাব পরীক্ষা | সুস্থ',
  metaDescription: 'ল্যাবের পরীক্ষা সম্পাদনা: মূল্য, ফলাফলের সময়, প্রস্তুতি ও রেফারেন্স পরিসর।',
  heading: 'ল্যাব পরীক্ষা',
  intro:
    'পরীক্ষার মূল্য, ফলাফল পেতে কত সময় লাগে, রোগীরা আগে কী করবেন এবং রেফারেন্স পরিসর বদলান। পরিবর্তন রোগীরা সঙ্গে সঙ্গে দেখতে পান।',
  edit: (test: string) => `${test} সম্পাদনা করুন`,
  testHeading: 'পরীক্ষা',
  price: (currency: string) => `মূল্য (${currency})`,
  turnaroundHours: 'ফলাফল পেতে (ঘণ্টা)',
  preparationEn: 'প্রস্তুতি (ইংরেজি)',
  preparationBn: 'প্রস্তুতি (বাংলা)',
  preparationBnHint: 'খালি রাখলে বাংলা পাঠকেরা ইংরেজিটি দেখবেন।',
  homeCollection: 'নমুনা বাসা থেকে সংগ্রহ করা যায়',
  saveTest: 'পরীক্ষা সংরক্ষণ করুন',
  testSaved: (test: string) => `${test} সংরক্ষণ করা হয়েছে।`,
  rangesHeading: (value: string, unit: string) =>
    unit ? `${value}-এর রেফারেন্স পরিসর (${unit})` : `${value}-এর রেফারেন্স পরিসর`,
  noValues: 'এই পরীক্ষায় পরিসরসহ কোনো মান মাপা হয় না।',
  noRanges: 'কোনো পরিসর নেই: এই মানের ফলাফলে বেশি বা কম চিহ্ন দেখানো হবে না।',
  range: (n: number) => `পরিসর ${banglaNumber(n)}`,
  sex: 'লিঙ্গ',
  sexes: { everyone: 'সবার জন্য', female: 'নারী', male: 'পুরুষ' },
  minAge: 'বয়স থেকে (বছর)',
  maxAge: 'বয়সের নিচে (বছর)',
  low: 'নিম্নসীমা',
  high: 'ঊর্ধ্বসীমা',
  removeRange: (n: number) => `পরিসর ${banglaNumber(n)} মুছুন`,
  addRange: 'একটি পরিসর যোগ করুন',
  saveRanges: 'পরিসর সংরক্ষণ করুন',
  rangesSaved: (value: string) => `${value}-এর পরিসর সংরক্ষণ করা হয়েছে।`,
  notSaved: 'সংরক্ষণ হয়নি:',
};
