/** A refused booking as the server words it, with the day and slot for reading ('Nov 23, 2026'). */
export interface BookingRefusalText {
  message: string;
  date: string;
  slot: string;
}

/** Why a calendar day cannot be picked, said after its name (decision 040). */
const UNAVAILABLE = {
  past: 'past day, unavailable',
  off: 'day off, unavailable',
  full: 'fully booked, unavailable',
};

/** The appointment page, its booking modal, and My Appointments. Its lines are kept word for word. */
export const appointmentsCopy = {
  title: 'Appointment | Sustho',
  metaDescription: 'Pick a day and book a half-hour appointment with a Sustho doctor.',
  heading: 'Make an appointment',
  calendarLabel: 'Appointment day',
  /** A calendar day's button: the number it shows, then the whole day ('10, Tuesday 10 November 2026'). */
  dayButton: (
    day: string,
    date: string,
    state: { today: boolean; selected: boolean; unavailable: 'past' | 'off' | 'full' | null },
  ) =>
    `${day}, ${date}${state.today ? ', today' : ''}${state.selected ? ', selected' : ''}${state.unavailable ? `, ${UNAVAILABLE[state.unavailable]}` : ''}`,
  /**
   * The calendar's own words: its month arrows, the months its caption and day names use, and its
   * column heads, Sunday first (the day names' weekdays are the layout's).
   */
  calendar: {
    previousMonth: 'Go to the Previous Month',
    nextMonth: 'Go to the Next Month',
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    weekdaysShort: ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
  },
  selected: (date: string) => `You selected ${date}`,
  available: (date: string) => `Available Appointments on ${date}`,
  none: 'No treatments are offered yet.',
  doctorAlt: (treatment: string) => `Doctor for ${treatment}`,
  tryAnotherDay: 'Try Another day',
  spaces: (count: number) => `${count} ${count === 1 ? 'space' : 'spaces'} available`,
  /** `price` comes from lib/money.ts: '15$' in dollars (docs/product/money.md §2) or '৳700'. */
  price: (price: string) => `Price: ${price}`,
  book: 'Book Appointment',
  bookLabel: (treatment: string) => `Book Appointment: ${treatment}`,
  doctorSlots: (date: string) => `Free slots on ${date}`,
  /** The headings the slot buttons are grouped under, by when the slot starts. */
  partsOfDay: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' },
  modal: {
    date: 'Date',
    slot: 'Time slot',
    doctor: 'Doctor',
    anyDoctor: 'Any available doctor',
    name: 'Full Name',
    email: 'Email',
    phone: 'Phone Number',
    phoneHint: 'For example 01712345678, or +8801712345678 from abroad.',
    submit: 'Submit',
    close: 'Close',
    login: 'Login',
    loginToBook: 'Log in to book this appointment.',
    price: 'Price',
    /** A completed consultation's follow-up (services.md §3): free, with the same doctor. */
    freeFollowUp: 'Free follow-up',
  },
  confirmed: 'Booking confirmed',
  failed: 'Error! Please try again',
  /** A refused booking: the server's own sentence is the product's English. */
  refused: {
    already_booked_day: (refusal: BookingRefusalText) => refusal.message,
    patient_busy: (refusal: BookingRefusalText) => refusal.message,
    slot_taken: (refusal: BookingRefusalText) => refusal.message,
  },
};

export const myAppointmentsCopy = {
  title: 'My Appointments | Sustho',
  metaDescription: 'Your appointments at Sustho: pay for them or cancel them.',
  heading: 'My Appointments',
  empty: 'You have no appointments yet.',
  bookOne: 'Book an appointment',
  columns: {
    index: '#',
    name: 'Name',
    treatment: 'Treatment',
    doctor: 'Doctor',
    date: 'Date',
    time: 'Time',
    payment: 'Payment',
    status: 'Status',
    delete: 'Delete',
  },
  pay: 'Pay',
  payLabel: (treatment: string, date: string) => `Pay for ${treatment} on ${date}`,
  paid: 'Paid',
  free: 'Free',
  refunded: 'Refunded',
  notRefunded: 'Not refunded',
  statuses: { completed: 'Completed', noShow: 'Missed', cancelled: 'Cancelled' },
  join: 'Join',
  joinLabel: (treatment: string, date: string) => `Join the consultation: ${treatment} on ${date}`,
  delete: 'Delete',
  deleteLabel: (treatment: string, date: string) => `Delete ${treatment} on ${date}`,
  confirmTitle: 'Are you sure you want to delete?',
  confirmText: 'If you delete. It cannot be undone.',
  confirm: 'Delete',
  cancel: 'Keep appointment',
  deleting: (treatment: string, doctor: string, date: string, time: string) =>
    `${treatment} with ${doctor} on ${date} at ${time}`,
  notCharged: 'You have not paid for it, so nothing is charged.',
  deleted: 'Booking deleted successfully',
  /** A completed consultation's one free follow-up, bookable until `until` (services.md §3). */
  bookFollowUp: 'Book follow-up',
  bookFollowUpLabel: (treatment: string, until: string) =>
    `Book a free follow-up of ${treatment}, by ${until}`,
};
