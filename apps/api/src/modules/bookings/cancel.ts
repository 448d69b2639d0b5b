import type { AuthUser } from '../auth/index.js';
import { recordAudit } from '../audit/index.js';
import { clock } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { BookingContext } from './booking-context.js';
import { assertOwnerOrAdmin, startOf } from './booking-view.js';
import { allows, isActive } from './booking-state.js';
import { refundsOnCancel } from './change-policy.js';
import type { AfterCommit } from './hooks.js';
import { bookingsRepository as repository } from './repository.js';
import { hasSlot } from './slot-of.js';
import { changeBookingState } from './state-change.js';

const ACCEPTED_ON_DEMAND = 'A doctor has accepted this consultation: it can no longer be cancelled';

/** DELETE /booking/:id's answer. */
type DeletedCount = { deletedCount: number };

/** DELETE /booking/:id, as one use case. */
export function cancelUseCase({ db, settings, hooks }: BookingContext) {
  /**
   * DELETE /booking/:id, for its owner or an admin: an unpaid booking is cancelled and its slot
   * is free at once; a paid one is cancelled with its refund recorded as owed, under the same
   * lock, and the provider refunds it once that has committed (docs/product/bookings.md §7, decision
   * 032), unless its patient cancels it within REFUND_CUTOFF_HOURS of its start: then it is
   * cancelled and the payment kept (`refundsOnCancel`). An admin cancelling a patient's booking
   * is the clinic's cancellation: refunded in full. The row stays (cancelled) for the record; a
   * second delete counts nothing.
   */
  return async function cancel(caller: AuthUser, id: string): Promise<DeletedCount> {
    const outcome = await db.transaction(
      async (tx): Promise<DeletedCount | { afterCommit: AfterCommit }> => {
        const bookings = repository(tx);
        const booking = await bookings.lock(id);
        if (!booking) throw notFound('No booking has this id');
        assertOwnerOrAdmin(caller, booking);
        if (!isActive(booking.state)) return { deletedCount: 0 };
        const cause = booking.userId === caller.id ? 'patient' : 'clinic';
        // Consult now: 'Cancel request' until a doctor accepts, refunded in full (services.md §3).
        const waitingForDoctor = !hasSlot(booking);
        if (booking.kind === 'on_demand' && !waitingForDoctor && cause === 'patient')
          throw conflict(ACCEPTED_ON_DEMAND);
        if (allows(booking.state, 'refund')) {
          if (
            waitingForDoctor ||
            refundsOnCancel(
              cause,
              startOf(booking, settings.timeZone),
              clock.now(),
              settings.changes,
            )
          )
            return {
              afterCommit: await hooks.refunded(tx, {
                booking,
                actor: caller,
                reason: 'booking cancelled',
              }),
            };
          await changeBookingState(tx, hooks, booking, 'forfeit');
          await recordAudit(tx, {
            actor: caller,
            action: 'payment.not_refunded',
            targetType: 'booking',
            targetId: booking.id,
            details: { refundCutoffHours: settings.changes.refundCutoffHours },
          });
          return { deletedCount: 1 };
        }
        await changeBookingState(tx, hooks, booking, 'cancel');
        if (cause === 'clinic') {
          await recordAudit(tx, {
            actor: caller,
            action: 'booking.cancel',
            targetType: 'booking',
            targetId: booking.id,
            details: { ownerId: booking.userId },
          });
        }
        return { deletedCount: 1 };
      },
    );
    if (!('afterCommit' in outcome)) return outcome;
    // The provider is called outside the lock, once the booking is cancelled and its refund
    // recorded: a doctor completing it meanwhile is refused, and the money goes back only for a
    // booking that stays cancelled.
    await outcome.afterCommit();
    return { deletedCount: 1 };
  };
}
