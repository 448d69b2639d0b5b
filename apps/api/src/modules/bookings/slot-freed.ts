import type { IsoDate } from '@sustho/contracts';
import type { Executor } from '../../db/client.js';
import { dropPendingJobs } from '../jobs/queue.js';
import { releaseSlotToWaitlist } from '../waitlist/slot-freed.js';

/** A doctor's time a booking held and gave up: cancelled, or moved elsewhere. */
export interface FreedSlot {
  bookingId: string;
  treatmentId: string;
  doctorId: string;
  day: IsoDate;
  /** 'HH:MM' or 'HH:MM:SS', as the database gives it. */
  slotStart: string;
  slotEnd: string;
  why: 'cancelled' | 'rescheduled';
}

/**
 * The one place every freed slot passes through, in the transaction that frees it: a cancellation
 * of any cause (bookings-repository `transition` to a cancelled state) and a reschedule (the old
 * slot). What happens then commits or rolls back with the freeing:
 *
 * - the booking's reminders planned for that slot are dropped: they are for a time it no longer
 *   holds (a reschedule plans its new ones after this);
 * - the slot is offered to the treatment-day's waitlist (decision 026).
 */
export async function slotFreed(executor: Executor, freed: FreedSlot): Promise<void> {
  await dropPendingJobs(executor, `reminder:${freed.bookingId}:`);
  await releaseSlotToWaitlist(executor, freed);
}
