import { clock } from '../../lib/clock.js';
import { recordAudit } from '../audit/index.js';
import type { NewJob, JobHandler } from '../jobs/index.js';
import { allows } from './booking-state.js';
import type { StateChangeHooks } from './hooks.js';
import { bookingsRepository } from './repository.js';
import { changeBookingState } from './state-change.js';

/** The kind of the durable job that cancels a booking still unpaid at its deadline. */
export const PAYMENT_HOLD_JOB = 'payment-hold';

const MINUTE_MS = 60_000;

/**
 * With PAYMENT_HOLD_MINUTES set (0 turns holds off), an unpaid priced booking must be paid that many
 * minutes after it was made, on the API's clock: the deadline and the job that enforces it, which
 * the booking statement writes with the booking (bookings/repository.ts), so both exist exactly
 * when the booking does. Null when the booking has none.
 */
export function paymentHoldOf(
  booking: { id: string; priceCents: number },
  holdMinutes: number,
): { payBy: Date; job: NewJob } | null {
  if (holdMinutes <= 0 || booking.priceCents === 0) return null;
  const payBy = new Date(clock.now().getTime() + holdMinutes * MINUTE_MS);
  return {
    payBy,
    job: {
      kind: PAYMENT_HOLD_JOB,
      key: `payment-hold:${booking.id}`,
      payload: { bookingId: booking.id },
      runAt: payBy,
    },
  };
}

/**
 * At the deadline: a booking still booked and unpaid is cancelled through its state (which frees the
 * slot and offers it to the waitlist); one paid or cancelled meanwhile is left alone. Under the
 * booking's lock, so a payment settling now either commits first (and the booking stays) or finds
 * it cancelled and refunds (payments/service.ts).
 */
export function paymentHoldJob(hooks: StateChangeHooks): JobHandler {
  return {
    effect: 'inside',
    async run(tx, job) {
      const { bookingId } = job.payload as { bookingId: string };
      const booking = await bookingsRepository(tx).lock(bookingId);
      if (!booking || !allows(booking.state, 'cancel')) return;
      await changeBookingState(tx, hooks, booking, 'cancel');
      await recordAudit(tx, {
        actor: null,
        action: 'booking.payment-hold-expired',
        targetType: 'booking',
        targetId: booking.id,
        details: { ownerId: booking.userId },
      });
    },
  };
}
