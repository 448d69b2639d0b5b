import type { staffCopy as English } from '../en/staff';

/** The Staff page (admins): pharmacists and lab technicians, and their invitations. */
export const staffCopy: typeof English = {
  title: 'কর্মী | সুস্থ',
  metaDescription: 'ফার্মাসিস্ট ও ল্যাব টেকনিশিয়ানদের আমন্ত্রণ জানান এবং তাঁদের অ্যাকাউন্ট পরিচালনা করুন।',
  heading: 'কর্মী',
  roles: { pharmacist: 'ফার্মাসিস্ট', lab: 'ল্যাব টেকনিশিয়ান' },
  add: {
    heading: 'কর্মী যোগ করুন',
    text: 'অ্যাকাউন্ট চালু করার একটি লিংক আমরা তাঁদের ইমেইলে পাঠাব। লিংকটি ৭ দিন কাজ করবে।',
    name: 'নাম',
    email: 'ইমেইল',
    role: 'ভূমিকা',
    chooseRole: 'একটি ভূমিকা বেছে নিন',
    submit: 'কর্মী যোগ করুন',
    invited: (name: string) => `${name}-কে আমন্ত্রণ জানানো হয়েছে। আমন্ত্রণের লিংক পাঠানো হচ্ছে।`,
  },
  members: {
    heading: 'কর্মীদের অ্যাকাউন্ট',
    none: 'এখনো কোনো ফার্মাসিস্ট বা ল্যাব টেকনিশিয়ান নেই।',
    remove: 'সরিয়ে দিন',
    confirmTitle: 'এই কর্মীকে সরিয়ে দেবেন?',
    confirmText: (name: string) =>
      `${name} আর কর্মী থাকবেন না: তাঁর অ্যাকাউন্টটি আবার রোগীর অ্যাকাউন্ট হয়ে যাবে।`,
    removed: (name: string) => `${name} এখন আর কর্মী নন।`,
  },
  invitations: {
    heading: 'অপেক্ষমাণ আমন্ত্রণ',
    none: 'কোনো আমন্ত্রণ অপেক্ষায় নেই।',
    expires: (date: string) => `লিংকটি ${date} পর্যন্ত কাজ করবে`,
    expired: 'মেয়াদ শেষ: নতুন লিংক পাঠাতে আবার যোগ করুন',
    revoke: 'বাতিল করুন',
    confirmTitle: 'এই আমন্ত্রণটি বাতিল করবেন?',
    confirmText: (name: string, email: string) => `${name}-এর (${email}) আমন্ত্রণটি আর কাজ করবে না।`,
    revoked: (name: string) => `${name}-এর আমন্ত্রণ বাতিল করা হয়েছে।`,
  },
  columns: { name: 'নাম', email: 'ইমেইল', role: 'ভূমিকা', status: 'অবস্থা', action: 'কাজ' },
};
