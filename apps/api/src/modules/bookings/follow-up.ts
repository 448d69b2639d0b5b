import { addDays, formatWireDate, type IsoDate } from '@sustho/contracts';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { violatedUniqueConstraint } from '../../lib/constraint-violations.js';
import type { BookingState } from './booking-state.js';

/**
 * The free follow-up (services.md §3): a completed consultation gives its patient one booking with
 * the same doctor, priced 0, on a day up to FOLLOW_UP_DAYS after it. The booking statement decides
 * (bookings/repository.ts, `followUpCheck`) and the database keeps one per consultation
 * (bookings_one_follow_up); this file words the refusals and tells My Appointments until when a
 * consultation can still be followed up.
 */

/** Why the booking statement refused a follow-up, as it says it. */
export const FOLLOW_UP_REFUSALS = [
  'not_found',
  'not_completed',
  'is_follow_up',
  'other_patient',
  'other_doctor',
  'out_of_window',
] as const;
export type FollowUpRefusal = (typeof FOLLOW_UP_REFUSALS)[number];

/** FOLLOW_UP_DAYS counts whole days: the last day is the consultation's day plus this many. */
export const followUpWindowDays = (followUpDays: number) => Math.floor(followUpDays);

/** The error for a follow-up the booking statement refused. */
export function followUpRefusalError(reason: FollowUpRefusal, followUpDays: number) {
  switch (reason) {
    case 'not_found':
      return notFound('You have no booking with this id');
    case 'not_completed':
      return conflict('Only a completed consultation gives a follow-up');
    case 'is_follow_up':
      return conflict('A follow-up gives no follow-up of its own');
    case 'other_patient':
      return badRequest('A follow-up is for the patient of its consultation');
    case 'other_doctor':
      return badRequest('A follow-up is with the doctor of its consultation');
    case 'out_of_window':
      return conflict(
        `A follow-up is booked on a day up to ${followUpWindowDays(followUpDays)} days after its consultation`,
      );
  }
}

/** The refusal for a second follow-up of one consultation, which the database refused; null for another error. */
export function secondFollowUpRefusal(error: unknown) {
  return violatedUniqueConstraint(error) === 'bookings_one_follow_up'
    ? conflict('This consultation already has its follow-up')
    : null;
}

/**
 * A follow-up moves only within its terms: with its consultation's doctor, to a day of its
 * window. Asked under the booking's lock, of facts that no longer change (a completed
 * consultation's day, the follow-up's consultation).
 */
export function assertFollowUpMove(
  booking: { followUpOf: string | null; doctorId: string; consultationDay: IsoDate | null },
  to: { doctorId: string; day: IsoDate },
  followUpDays: number,
) {
  if (!booking.followUpOf || !booking.consultationDay) return;
  if (to.doctorId !== booking.doctorId) throw followUpRefusalError('other_doctor', followUpDays);
  const lastDay = addDays(booking.consultationDay, followUpWindowDays(followUpDays));
  if (to.day < booking.consultationDay || to.day > lastDay)
    throw followUpRefusalError('out_of_window', followUpDays);
}

/** A follow-up is booked with its consultation's doctor, named: the server picks no other. */
export function assertFollowUpDoctor(input: { followUpOf?: string; doctorId?: string }) {
  if (input.followUpOf && !input.doctorId)
    throw badRequest('body.doctorId: a follow-up is booked with the doctor of its consultation');
}

/**
 * The last day ('Mon D, YYYY') a consultation's follow-up can be on, while it can still be booked:
 * completed, not a follow-up itself, its follow-up not taken, its patient still in the family, and
 * the window not past `today`.
 */
export function followUpUntil(
  booking: {
    state: BookingState;
    appointmentDate: IsoDate;
    followUpOf: string | null;
    followUpTaken: boolean;
    patientRemoved: boolean;
  },
  today: IsoDate,
  followUpDays: number,
): string | null {
  if (
    booking.state !== 'completed' ||
    booking.followUpOf ||
    booking.followUpTaken ||
    booking.patientRemoved
  )
    return null;
  const lastDay = addDays(booking.appointmentDate, followUpWindowDays(followUpDays));
  return lastDay >= today ? formatWireDate(lastDay) : null;
}
