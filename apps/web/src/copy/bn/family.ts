import type { PatientRelation } from '@sustho/contracts';
import type { familyCopy as EnglishFamily } from '../en/family';

const relations: Record<PatientRelation, string> = {
  self: 'আমি নিজে',
  spouse: 'স্বামী/স্ত্রী',
  child: 'সন্তান',
  parent: 'মা/বাবা',
  sibling: 'ভাই/বোন',
  other: 'অন্যান্য',
};

/** পরিবার: আমার পরিবার পাতা, রোগী বেছে নেওয়ার 'কার জন্য', আর পরামর্শটি কার জন্য। */
export const familyCopy: typeof EnglishFamily = {
  title: 'আমার পরিবার | সুস্থ',
  metaDescription: 'সুস্থ-তে যে পরিবারের সদস্যদের জন্য আপনি অ্যাপয়েন্টমেন্ট ও স্বাস্থ্য রেকর্ড রাখেন।',
  heading: 'আমার পরিবার',
  intro: 'নিজের অ্যাকাউন্ট থেকেই পরিবারের সদস্যদের জন্য অ্যাপয়েন্টমেন্ট বুক করুন ও স্বাস্থ্য রেকর্ড রাখুন।',
  relations,
  myself: 'আমি নিজে',
  age: (years: string) => `${years} বছর`,
  ageUnknown: 'বয়স দেওয়া নেই',
  relationLabel: 'সম্পর্ক',
  ageLabel: 'বয়স',
  sexLabel: 'লিঙ্গ',
  phoneLabel: 'ফোন',
  noPhone: 'ফোন নেই',
  add: 'পরিবারের সদস্য যোগ করুন',
  edit: 'সম্পাদনা',
  editLabel: (name: string) => `${name}-এর তথ্য সম্পাদনা করুন`,
  remove: 'সরান',
  removeLabel: (name: string) => `${name}-কে সরান`,
  form: {
    addHeading: 'পরিবারের একজন সদস্য যোগ করুন',
    editHeading: (name: string) => `${name}-এর তথ্য সম্পাদনা`,
    name: 'নাম',
    relation: 'সম্পর্ক',
    chooseRelation: 'সম্পর্ক বেছে নিন',
    dateOfBirth: 'জন্ম তারিখ',
    sex: 'লিঙ্গ',
    chooseSex: 'বেছে নিন',
    phone: 'ফোন (ঐচ্ছিক)',
    phoneHint: 'শুধু যদি তাঁর নিজের নম্বর থাকে, যেমন 01712345678।',
    ownNameHint: 'আপনার নিজের নাম প্রোফাইল পাতায় বদলান।',
    save: 'সংরক্ষণ করুন',
    cancel: 'বাতিল',
  },
  added: (name: string) => `${name}-কে আপনার পরিবারে যোগ করা হয়েছে`,
  saved: (name: string) => `${name}-এর তথ্য সংরক্ষণ করা হয়েছে`,
  removed: (name: string) => `${name}-কে আপনার পরিবার থেকে সরানো হয়েছে`,
  confirmTitle: (name: string) => `${name}-কে সরাবেন?`,
  confirmText: (name: string) =>
    `${name}-এর আসন্ন অ্যাপয়েন্টমেন্টগুলো বাতিল হবে এবং পরিশোধিত টাকা ফেরত দেওয়া হবে। আগের প্রেসক্রিপশন ও নোট তাঁর নাম ছাড়া রাখা থাকবে।`,
  confirm: 'সরান',
  cancel: 'রেখে দিন',
  forLabel: 'কার জন্য',
  forHint: 'আমার পরিবার পাতায় পরিবারের সদস্য যোগ করুন।',
  bookedFor: (name: string) => `কার জন্য: ${name}`,
  recordOf: 'কার রেকর্ড',
  patientLine: (name: string, age: string | null, child: boolean) =>
    `রোগী: ${name}${age === null ? '' : `, ${age}`}${child ? ' (শিশু)' : ''}`,
  guardianLine: (name: string) => `অভিভাবক: ${name}`,
  guardianConsent: (name: string) =>
    `আমি ${name}-এর মা-বাবা বা আইনগত অভিভাবক এবং আমি এই পরামর্শে সম্মতি দিচ্ছি।`,
};
