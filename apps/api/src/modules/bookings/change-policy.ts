import type { RescheduleRefusal } from '@sustho/contracts';
import { isActive, type BookingState } from './booking-state.js';

/** CHANGE_CUTOFF_HOURS, MAX_RESCHEDULES and REFUND_CUTOFF_HOURS (docs/product/appointment-life.md §1, §2, decision 023). */
export interface ChangePolicy {
  changeCutoffHours: number;
  maxReschedules: number;
  refundCutoffHours: number;
}

const HOUR_MS = 3_600_000;

/** A booking as the change rules see it: where it stands, when it starts, how often it moved. */
export interface ChangeableBooking {
  state: BookingState;
  startsAt: Date;
  rescheduleCount: number;
}

/** Why the patient cannot move this booking now, with the sentence to show; null when they can. */
export function rescheduleRefusal(
  booking: ChangeableBooking,
  now: Date,
  policy: ChangePolicy,
): { reason: RescheduleRefusal; message: string } | null {
  if (!isActive(booking.state)) {
    return { reason: 'not_active', message: 'Only an active booking can be rescheduled' };
  }
  if (booking.startsAt.getTime() - now.getTime() < policy.changeCutoffHours * HOUR_MS) {
    return {
      reason: 'too_late',
      message: `A booking can be rescheduled until ${policy.changeCutoffHours} hours before it starts`,
    };
  }
  if (booking.rescheduleCount >= policy.maxReschedules) {
    return {
      reason: 'limit_reached',
      message: `This booking was already rescheduled ${policy.maxReschedules} times, the most allowed`,
    };
  }
  return null;
}

/** Who cancels: the patient themself, or the clinic (an admin, a doctor deleted, an account deleted, a payment hold expiring). */
export type CancellationCause = 'patient' | 'clinic';

/**
 * The refund decision, the one place it is made: a cancellation the clinic causes refunds a payment
 * in full; the patient's own is refunded when it comes more than REFUND_CUTOFF_HOURS before the
 * start (0: always), and otherwise keeps the payment.
 */
export function refundsOnCancel(
  cause: CancellationCause,
  startsAt: Date,
  now: Date,
  policy: Pick<ChangePolicy, 'refundCutoffHours'>,
): boolean {
  if (cause === 'clinic' || policy.refundCutoffHours === 0) return true;
  return startsAt.getTime() - now.getTime() > policy.refundCutoffHours * HOUR_MS;
}
