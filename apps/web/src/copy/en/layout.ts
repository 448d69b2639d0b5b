export const layout = {
  brand: 'Sustho',
  nav: {
    home: 'Home',
    about: 'About',
    services: 'Services',
    doctors: 'Doctors',
    consultNow: 'Consult now',
    labTests: 'Lab tests',
    pharmacy: 'Medicine',
    blogs: 'Blogs',
    dashboard: 'Dashboard',
    signup: 'SignUp',
    login: 'Login',
    openMenu: 'Open menu',
    mainNavigation: 'Main navigation',
  },
  theme: { toDark: 'Switch to dark theme', toLight: 'Switch to light theme' },
  /** Each language's own name, the same in every language: the switch shows the one it turns to. */
  languageNames: { en: 'English', bn: 'বাংলা' },
  /** Sunday first: weekday 0 as the clinic's hours and doctor_hours count them. */
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  /** Opening, contact and platform hours (lib/clinic-hours.ts). */
  hours: {
    always: '24/7',
    days: (first: string, last: string) => `${first} to ${last}`,
    /** The spec's wording of opening hours: '9.00 am to 5.00 pm every day'. */
    opening: {
      everyDay: 'every day',
      clock: (hours: number, minutes: number) =>
        `${hours % 12 || 12}.${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`,
      span: (days: string, opens: string, closes: string) => `${opens} to ${closes} ${days}`,
    },
    /** The spec's wording of contact (and platform) hours: 'Saturday to Thursday, 10:00 AM to 7:00 PM'. */
    contact: {
      everyDay: 'Every day',
      clock: (hours: number, minutes: number) =>
        `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`,
      span: (days: string, opens: string, closes: string) => `${days}, ${opens} to ${closes}`,
    },
  },
  footer: {
    servicesTitle: 'Services',
    companyTitle: 'Company',
    appTitle: 'Download our app',
    tagline: 'Stay fit. All day, every day.',
    appStore: 'Download on the App Store',
    googlePlay: 'Get it on Google Play',
    medical: 'Medical',
    consultant: 'Consultant',
    therapist: 'Therapist',
    physiologist: 'Physiologist',
    about: 'About us',
    contact: 'Contact',
    jobs: 'Jobs',
    pressKit: 'Press kit',
    copyright: (year: number) => `Copyright © ${year} - All rights reserved by Sustho`,
  },
  chooseDistrict: 'Choose a district',
  loading: 'Loading…',
  skipToContent: 'Skip to content',
};
