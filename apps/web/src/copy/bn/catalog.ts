import type { blogsCopy as EnglishBlogs, servicesCopy as EnglishServices } from '../en/catalog';

export const servicesCopy: typeof EnglishServices = {
  title: 'সেবাসমূহ | সুস্থ',
  metaDescription:
    'যাচাই করা ডাক্তারদের সঙ্গে অনলাইনে সাধারণ চিকিৎসা, বিশেষজ্ঞ, থেরাপিস্ট ও ফিজিওলজিস্টের পরামর্শ।',
  eyebrow: 'আমাদের সেবা',
  heading: 'আমরা যেসব সেবা দিই',
  empty: 'এখনো কোনো সেবা যোগ করা হয়নি।',
  treatmentsHeading: 'চিকিৎসা',
  price: (price: string) => `মূল্য: ${price}`,
  book: 'অ্যাপয়েন্টমেন্ট বুক করুন',
  noTreatments: 'এই বিভাগে এখনো কোনো চিকিৎসাসেবা দেওয়া হচ্ছে না।',
  allServices: 'সব সেবা',
};

export const blogsCopy: typeof EnglishBlogs = {
  title: 'ব্লগ | সুস্থ',
  metaDescription: 'Sustho-র ডাক্তারদের স্বাস্থ্য পরামর্শ ও নির্দেশিকা।',
  heading: 'চলুন, জেনে নিই…',
  empty: 'এখনো কোনো ব্লগ প্রকাশিত হয়নি।',
  allBlogs: 'সব ব্লগ',
  readMore: (title: string) => `পড়ুন: ${title}`,
};
