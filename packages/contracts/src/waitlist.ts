import { z } from 'zod';
import { phoneNumber } from './bookings.js';
import { patientIdField, personName, wireDate } from './common.js';

/**
 * POST /api/waitlist: wait for a slot of a treatment on a day that has none free (docs/product/appointment-life.md §6). The
 * name the booking will be for (the account's unless given) and the number the offer's SMS goes to
 * (none unless given) are ours, so the offer can be booked with one press.
 */
export const waitlistInput = z.object({
  treatmentName: z.string().trim().min(1, { message: 'is required' }).max(100),
  appointmentDate: wireDate,
  patientName: personName.optional(),
  phone: phoneNumber.optional(),
  patientId: patientIdField,
});
export type WaitlistInput = z.input<typeof waitlistInput>;
export type WaitlistRequest = z.output<typeof waitlistInput>;

/**
 * Where an entry stands: waiting its turn; offered a slot held for the patient alone until
 * `offer.expiresAt`; booked; or expired (the hold ran out and the slot went to the next patient).
 */
export const WAITLIST_ENTRY_STATES = ['waiting', 'offered', 'booked', 'expired'] as const;
export type WaitlistEntryState = (typeof WAITLIST_ENTRY_STATES)[number];

export const waitlistEntry = z.object({
  _id: z.string(),
  treatmentName: z.string(),
  /** The day, as the wire writes dates ('Nov 25, 2026'). */
  appointmentDate: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  state: z.enum(WAITLIST_ENTRY_STATES),
  /** The held slot while the entry is offered (or was, once expired or booked); null while waiting. */
  offer: z
    .object({
      doctorId: z.string(),
      doctorName: z.string(),
      slot: z.string(),
      /** When the hold ends (ISO 8601). */
      expiresAt: z.string(),
    })
    .nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntry>;

/**
 * POST /api/waitlist/{id}/book: books the held slot for the entry's name and number, or the ones
 * given here (a number is needed, as for any booking).
 */
export const waitlistBookInput = z
  .object({ patientName: personName.optional(), phone: phoneNumber.optional() })
  .default({});
