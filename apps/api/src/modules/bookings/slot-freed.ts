import type { IsoDate } from '@sustho/contracts';
import type { Executor } from '../../db/client.js';
import { dropPendingJobs } from '../jobs/queue.js';

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
 * slot). What else should happen when a slot frees up (offering it to a waitlist) hooks in here,
 * and commits or rolls back with the freeing.
 *
 * The booking's reminders planned for that slot are dropped: they are for a time it no longer
 * holds (a reschedule plans its new ones after this).
 */
export async function slotFreed(executor: Executor, freed: FreedSlot): Promise<void> {
  await dropPendingJobs(executor, `reminder:${freed.bookingId}:`);
}
