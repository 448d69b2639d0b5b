import { timeOf } from '@sustho/contracts';
import type { Executor } from '../../db/client.js';
import { clinicNow } from '../../lib/clinic-time.js';
import { clock } from '../../lib/clock.js';
import { conflict } from '../../lib/errors.js';
import type { AuthUser } from '../auth/index.js';
import {
  allows,
  type BookingState,
  type StateChangeHooks,
  changeBookingState,
} from '../bookings/index.js';
import type { PaymentsService } from '../payments/index.js';

/** The clinic's day and time now: bookings from here on are upcoming. */
export function clinicMoment(timeZone: string) {
  const { today, minutes } = clinicNow(clock.now(), timeZone);
  return { today, time: timeOf(minutes) };
}

type UpcomingBooking = { id: string; state: BookingState };

/** The upcoming bookings a cancellation the clinic causes refunds: those paid for. */
export const paidAmong = <Booking extends UpcomingBooking>(upcoming: Booking[]) =>
  upcoming.filter((booking) => allows(booking.state, 'refund'));

/**
 * Cancellations the clinic causes (an account or a doctor deleted) refund every payment in full
 * (docs/product/appointment-life.md §2). The paid bookings are refunded first, one at a time, through the payments service:
 * the provider is called outside any transaction, and asking again refunds once, so a crash or a
 * failed refund leaves refunded bookings cancelled and everything else as it was. Answers how many.
 */
export async function refundUpcoming(
  payments: Pick<PaymentsService, 'cancelPaidBooking'>,
  actor: AuthUser,
  upcoming: UpcomingBooking[],
  reason: string,
) {
  const paid = paidAmong(upcoming);
  for (const booking of paid) await payments.cancelPaidBooking(actor, booking, reason);
  return paid.length;
}

/**
 * Then, in the transaction of the deletion, cancels the upcoming bookings read under their locks.
 * One paid since the refunds above would be cancelled without its refund: refused, to try again.
 */
export async function cancelLockedUpcoming(
  tx: Executor,
  hooks: StateChangeHooks,
  upcoming: UpcomingBooking[],
  during: string,
) {
  if (paidAmong(upcoming).length > 0) {
    throw conflict(`A payment for one of these bookings arrived while ${during}: please try again`);
  }
  for (const booking of upcoming) await changeBookingState(tx, hooks, booking, 'cancel');
}
