import { banglaNumber } from '../numbers';
import type { doctorsCopy as English } from '../en/doctors';

/**
 * The languages doctors list most, by their Bangla names; a doctor's profile stores them as the
 * clinic typed them (in English or in Bangla), and any other shows as typed.
 */
const LANGUAGE_NAMES: Record<string, string> = {
  bangla: 'বাংলা',
  bengali: 'বাংলা',
  english: 'ইংরেজি',
  hindi: 'হিন্দি',
  urdu: 'উর্দু',
  arabic: 'আরবি',
};

/** The public doctors directory and a doctor's profile page (docs/product/doctors.md §5). */
export const doctorsCopy: typeof English = {
  title: 'আমাদের ডাক্তার | সুস্থ',
  metaDescription:
    'বিশেষত্ব বা নাম দিয়ে Sustho-র ডাক্তার খুঁজুন, তাঁদের যোগ্যতা দেখুন এবং পরবর্তী খালি স্লট বুক করুন।',
  heading: 'আমাদের ডাক্তার',
  filterLabel: 'ডাক্তার খুঁজুন',
  specialty: 'বিশেষত্ব',
  anySpecialty: 'সব বিশেষত্ব',
  search: 'ডাক্তারের নাম',
  searchButton: 'খুঁজুন',
  empty: 'আপনার খোঁজার সঙ্গে মেলে এমন কোনো ডাক্তার পাওয়া যায়নি।',
  photoAlt: (name: string) => `${name}-এর ছবি`,
  experience: (years: number) => `${banglaNumber(years)} বছরের অভিজ্ঞতা`,
  languages: (languages: string[]) =>
    `ভাষা: ${languages.map((language) => LANGUAGE_NAMES[language.toLowerCase()] ?? language).join(', ')}`,
  price: (price: string) => `মূল্য: ${price}`,
  nextAvailable: (date: string, slot: string) => `পরবর্তী খালি সময়: ${date}, ${slot}`,
  book: 'বুক করুন',
  bookLabel: (name: string) => `বুক করুন: ${name}`,
  nextSlotsLabel: (name: string, date: string) => `${date} তারিখে ${name}-এর খালি সময়`,
  noFreeSlots: (days: number) => `আগামী ${banglaNumber(days)} দিনে কোনো খালি স্লট নেই`,
  viewProfile: (name: string) => `${name}-এর প্রোফাইল দেখুন`,
  profileTitle: (name: string) => `${name} | সুস্থ`,
  bmdc: (number: string) => `বিএমডিসি নিবন্ধন ${number}`,
  allDoctors: 'সব ডাক্তার',
  slotsHeading: 'খালি স্লট বুক করুন',
};
