import type { Executor } from '../../db/client.js';
import { isCancelled, type BookingEvent, type BookingState } from './booking-state.js';
import type { StateChangeHooks } from './hooks.js';
import { bookingsRepository } from './repository.js';

/**
 * Applies an event to a booking in the state it was read in (under its lock), as the repository's
 * `transition` does, and tells the hooks in the same transaction: when it cancelled the booking,
 * first that its slot was freed (Consult now waiting for a doctor holds none), then that it was
 * cancelled; when it was paid or completed, that. Every cancellation, payment and completion goes
 * through here, whoever causes it (the patient, an admin, a payment hold running out, a refund, a
 * doctor's or an account's deletion, a provider's report, the doctor completing the consultation).
 */
export async function changeBookingState(
  tx: Executor,
  hooks: StateChangeHooks,
  booking: { id: string; state: BookingState },
  event: BookingEvent,
): Promise<BookingState> {
  const { to, freed } = await bookingsRepository(tx).transition(booking, event);
  if (freed) await hooks.freed(tx, { ...freed, why: 'cancelled' });
  if (isCancelled(to)) await hooks.cancelled(tx, booking.id);
  if (event === 'complete') await hooks.completed(tx, booking.id);
  if (event === 'pay') await hooks.paid(tx, booking.id);
  return to;
}
