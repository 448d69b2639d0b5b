import type { Executor } from '../../db/client.js';
import type { BookingEvent, BookingState } from './booking-state.js';
import type { BookingHooks } from './hooks.js';
import { bookingsRepository } from './repository.js';

/**
 * Applies an event to a booking in the state it was read in (under its lock), as the repository's
 * `transition` does, and tells the hooks when it cancelled the booking: first that its slot was
 * freed, then that it was cancelled, in the same transaction. Every cancellation goes through
 * here, whoever causes it (the patient, an admin, a payment hold running out, a refund, a doctor's
 * or an account's deletion).
 */
export async function changeBookingState(
  tx: Executor,
  hooks: Pick<BookingHooks, 'freed' | 'cancelled'>,
  booking: { id: string; state: BookingState },
  event: BookingEvent,
): Promise<BookingState> {
  const { to, freed } = await bookingsRepository(tx).transition(booking, event);
  if (freed) {
    await hooks.freed(tx, { ...freed, why: 'cancelled' });
    await hooks.cancelled(tx, freed.bookingId);
  }
  return to;
}
