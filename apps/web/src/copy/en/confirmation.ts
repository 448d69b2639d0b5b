/** The page a booking ends on once made and paid (decision 040). */
export const confirmationCopy = {
  title: 'Appointment confirmed | Sustho',
  metaDescription: 'Your appointment at Sustho: when, with whom, and how to join.',
  heading: 'Your appointment is booked',
  treatment: 'Treatment',
  doctor: 'Doctor',
  date: 'Date',
  time: 'Time',
  payment: 'Payment',
  paid: 'Paid',
  free: 'Free',
  unpaid: 'Not paid yet',
  payNow: 'Pay now',
  addToCalendar: 'Add to calendar',
  joinLater: 'You can join your consultation here shortly before it starts.',
  notActive: 'This appointment is no longer active.',
  notYours: 'Only the patient who booked this appointment can see it.',
};
