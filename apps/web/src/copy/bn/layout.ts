import { banglaClock } from '@sustho/contracts/bangla-dates';
import { banglaDigits } from '../numbers';
import type { layout as English } from '../en/layout';

export const layout: typeof English = {
  brand: 'সুস্থ',
  nav: {
    home: 'হোম',
    about: 'আমাদের সম্পর্কে',
    services: 'সেবাসমূহ',
    doctors: 'ডাক্তার',
    consultNow: 'এখনই পরামর্শ',
    labTests: 'ল্যাব পরীক্ষা',
    pharmacy: 'ওষুধ',
    blogs: 'ব্লগ',
    dashboard: 'ড্যাশবোর্ড',
    signup: 'সাইন আপ',
    login: 'লগইন',
    openMenu: 'মেনু খুলুন',
    mainNavigation: 'প্রধান মেনু',
  },
  theme: { toDark: 'ডার্ক থিমে যান', toLight: 'লাইট থিমে যান' },
  /** Each language's own name, the same in every language: the switch shows the one it turns to. */
  languageNames: { en: 'English', bn: 'বাংলা' },
  weekdays: ['রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার'],
  hours: {
    always: '২৪/৭',
    days: (first: string, last: string) => `${first} থেকে ${last}`,
    opening: {
      everyDay: 'প্রতিদিন',
      clock: banglaClock,
      span: (days: string, opens: string, closes: string) => `${days}, ${opens} থেকে ${closes}`,
    },
    contact: {
      everyDay: 'প্রতিদিন',
      clock: banglaClock,
      span: (days: string, opens: string, closes: string) => `${days}, ${opens} থেকে ${closes}`,
    },
  },
  footer: {
    servicesTitle: 'সেবাসমূহ',
    companyTitle: 'প্রতিষ্ঠান',
    appTitle: 'আমাদের অ্যাপ ডাউনলোড করুন',
    tagline: 'সুস্থ থাকুন। সারাদিন, প্রতিদিন।',
    appStore: 'App Store থেকে ডাউনলোড করুন',
    googlePlay: 'Google Play থেকে নিন',
    medical: 'সাধারণ চিকিৎসা',
    consultant: 'বিশেষজ্ঞ পরামর্শ',
    therapist: 'থেরাপিস্ট',
    physiologist: 'ফিজিওলজিস্ট',
    about: 'আমাদের সম্পর্কে',
    contact: 'যোগাযোগ',
    jobs: 'চাকরি',
    pressKit: 'প্রেস কিট',
    copyright: (year: number) => `কপিরাইট © ${banglaDigits(year)} - সর্বস্বত্ব সংরক্ষিত: সুস্থ`,
  },
  chooseDistrict: 'একটি জেলা বেছে নিন',
  loading: 'লোড হচ্ছে…',
  skipToContent: 'মূল অংশে যান',
};
