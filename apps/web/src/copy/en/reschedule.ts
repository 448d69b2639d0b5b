/** A refused move as the reader reads it: the day and slot asked for, and the server's sentence. */
export interface RescheduleRefusalText {
  message: string;
  date: string;
  slot: string;
}

/** Moving a booking from My Appointments, and what deleting one does to its payment (docs/product/appointment-life.md §1, §2). */
export const rescheduleCopy = {
  reschedule: 'Reschedule',
  rescheduleLabel: (treatment: string, date: string) => `Reschedule ${treatment} on ${date}`,
  title: (treatment: string) => `Reschedule ${treatment}`,
  current: (date: string, slot: string, doctor: string) => `Now: ${date}, ${slot} with ${doctor}`,
  doctor: 'Doctor',
  sameDoctor: (name: string) => `${name} (same doctor)`,
  anyDoctor: 'Any available doctor',
  slot: 'New time',
  noSlots: 'No free time on this day. Try Another day.',
  paidStays: 'Your payment stays with the appointment.',
  submit: 'Reschedule',
  close: 'Close',
  moved: (date: string, slot: string) => `Your appointment was moved to ${date}, ${slot}.`,
  /** Why the server refused the move. */
  refused: {
    not_active: () => 'This appointment is no longer active, so it cannot be moved.',
    too_late: (refusal: RescheduleRefusalText) => refusal.message,
    limit_reached: (refusal: RescheduleRefusalText) => refusal.message,
    already_booked_day: (refusal: RescheduleRefusalText) => refusal.message,
    patient_busy: (refusal: RescheduleRefusalText) => refusal.message,
    slot_taken: (refusal: RescheduleRefusalText) => refusal.message,
  },
  /** The delete confirmation's line about the payment. */
  willRefund: (amount: string) => `Your payment of ${amount} will be refunded.`,
  noRefund: (hours: string) =>
    `This is less than ${hours} hours before your appointment: your payment will not be refunded.`,
};
