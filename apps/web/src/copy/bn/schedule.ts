import { banglaNumber } from '../numbers';
import type { agendaCopy as EnglishAgenda, scheduleCopy as EnglishSchedule } from '../en/schedule';

export const scheduleCopy: typeof EnglishSchedule = {
  title: 'আমার সময়সূচি | সুস্থ',
  adminTitle: 'ডাক্তারের সময়সূচি | সুস্থ',
  metaDescription: 'সাপ্তাহিক কাজের সময় ও ছুটি।',
  heading: 'আমার সময়সূচি',
  adminHeading: (name: string) => `সময়সূচি: ${name}`,
  hoursHeading: 'সাপ্তাহিক কাজের সময়',
  hoursHint: 'সময়গুলো ক্লিনিকের ঘড়ি অনুযায়ী, ৫ মিনিট পরপর।',
  noHours: 'কাজ নেই',
  start: 'শুরু',
  end: 'শেষ',
  intervalLabel: (weekday: string, index: number) => `${weekday}, সময়পর্ব ${banglaNumber(index)}`,
  addInterval: 'সময়পর্ব যোগ করুন',
  addIntervalFor: (weekday: string) => `${weekday}: সময়পর্ব যোগ করুন`,
  removeInterval: (weekday: string, index: number) =>
    `${weekday}: সময়পর্ব ${banglaNumber(index)} সরিয়ে দিন`,
  timeOffHeading: 'ছুটি',
  noTimeOff: 'কোনো ছুটি পরিকল্পনা করা নেই।',
  from: 'থেকে',
  to: 'পর্যন্ত',
  reason: 'কারণ (ঐচ্ছিক)',
  timeOffLabel: (index: number) => `ছুটি ${banglaNumber(index)}`,
  addTimeOff: 'ছুটি যোগ করুন',
  removeTimeOff: (index: number) => `ছুটি ${banglaNumber(index)} সরিয়ে দিন`,
  save: 'সংরক্ষণ করুন',
  saved: 'আপনার সময়সূচি সংরক্ষণ করা হয়েছে।',
  adminSaved: (name: string) => `${name}-এর সময়সূচি সংরক্ষণ করা হয়েছে।`,
  outsideHeading: 'আপনার কাজের সময়ের বাইরে',
  adminOutsideHeading: 'ডাক্তারের কাজের সময়ের বাইরে',
  outsideHint:
    'আসন্ন এই বুকিংগুলো কাজের সময়ের বাইরে বা ছুটির দিনে পড়েছে। এগুলো বাতিল করা হয়নি: রোগীদের সঙ্গে কথা বলে সময় বদলান বা বাতিল করুন।',
  outsideItem: (date: string, slot: string, patient: string, treatment: string) =>
    `${date}, ${slot}: ${patient} (${treatment})`,
};

export const agendaCopy: typeof EnglishAgenda = {
  title: 'আমার কর্মসূচি | সুস্থ',
  metaDescription: 'আজকের ও সামনের দিনগুলোর বুকিং।',
  heading: 'আমার কর্মসূচি',
  day: 'দিন',
  dayHeading: (date: string) => `${date} তারিখের বুকিং`,
  none: 'এই দিনে কোনো বুকিং নেই।',
  upcomingHeading: 'আসন্ন',
  noUpcoming: 'আসন্ন কোনো বুকিং নেই।',
  paid: 'পরিশোধিত',
  unpaid: 'অপরিশোধিত',
  status: {
    active: 'বুক করা',
    completed: 'সম্পন্ন',
    no_show: 'উপস্থিত হননি',
    cancelled: 'বাতিল',
  },
  actions: (patient: string) => `${patient}-এর জন্য কার্যক্রম`,
  markNoShow: 'অনুপস্থিত চিহ্নিত করুন',
  markNoShowFor: (patient: string, slot: string) => `অনুপস্থিত চিহ্নিত করুন: ${patient}, ${slot}`,
  confirmTitle: 'অনুপস্থিত হিসেবে চিহ্নিত করবেন?',
  confirmText: (patient: string, slot: string) =>
    `${patient} ${slot} সময়ের অ্যাপয়েন্টমেন্টে আসেননি। বুকিংটি "উপস্থিত হননি" হিসেবে দেখানো হবে।`,
  confirm: 'অনুপস্থিত চিহ্নিত করুন',
  cancel: 'বাতিল',
  openRecord: 'রেকর্ড খুলুন',
  openRecordFor: (patient: string, slot: string) => `রেকর্ড খুলুন: ${patient}, ${slot}`,
  startConsultation: 'পরামর্শ শুরু করুন',
  startConsultationWith: (patient: string, slot: string) => `পরামর্শ শুরু করুন: ${patient}, ${slot}`,
  marked: (patient: string) => `${patient}-কে অনুপস্থিত হিসেবে চিহ্নিত করা হয়েছে।`,
};
