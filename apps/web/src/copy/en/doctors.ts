/** A language a doctor's profile names in Bangla (as a Bangla-reading admin types it), in English. */
const LANGUAGE_NAMES: Record<string, string> = {
  বাংলা: 'Bangla',
  ইংরেজি: 'English',
  হিন্দি: 'Hindi',
  উর্দু: 'Urdu',
  আরবি: 'Arabic',
};

/** The public doctors directory and a doctor's profile page (docs/product/doctors.md §5). */
export const doctorsCopy = {
  title: 'Our Doctors | Sustho',
  metaDescription:
    'Find a Sustho doctor by specialty or name, see their qualifications and book their next free slot.',
  heading: 'Our Doctors',
  filterLabel: 'Find a doctor',
  specialty: 'Specialty',
  anySpecialty: 'All specialties',
  search: 'Doctor’s name',
  searchButton: 'Search',
  empty: 'No doctor matches your search.',
  photoAlt: (name: string) => `Photo of ${name}`,
  experience: (years: number) => `${years} ${years === 1 ? 'year' : 'years'} of experience`,
  languages: (languages: string[]) =>
    `Speaks ${languages.map((language) => LANGUAGE_NAMES[language] ?? language).join(', ')}`,
  /** `price` comes from lib/money.ts: '15$' in dollars (docs/product/money.md §2) or '৳700'. */
  price: (price: string) => `Price: ${price}`,
  nextAvailable: (date: string, slot: string) => `Next available: ${date}, ${slot}`,
  book: 'Book',
  bookLabel: (name: string) => `Book ${name}`,
  nextSlotsLabel: (name: string, date: string) => `Free slots of ${name} on ${date}`,
  noFreeSlots: (days: number) => `No free slots in the next ${days} days`,
  viewProfile: (name: string) => `View the profile of ${name}`,
  profileTitle: (name: string) => `${name} | Sustho`,
  bmdc: (number: string) => `BMDC registration ${number}`,
  allDoctors: 'All doctors',
  slotsHeading: 'Book a free slot',
};
