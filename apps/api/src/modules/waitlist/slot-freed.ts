import type { IsoDate } from '@sustho/contracts';
import type { Executor } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import { enqueueJobs, type NewJob } from '../jobs/index.js';

/** The kind of the durable job that offers a treatment-day's free slots to its waitlist. */
export const WAITLIST_OFFER_JOB = 'waitlist-offer';

/** A treatment's day on which a slot may have freed. */
export interface TreatmentDay {
  treatmentId: string;
  day: IsoDate;
}

/**
 * The one hook for 'a slot of this treatment on this day may have freed' (decision 026): a booking
 * cancelled (by its patient, an admin, a payment hold running out, a doctor's or an account's
 * deletion) or moved away by a reschedule, both through the bookings hooks' `freed`, or a waitlist hold
 * let go. Call it in the transaction that frees the slot:
 * it queues a job, so the offer is made once that transaction has committed, by whichever process
 * runs it, and the freeing transaction takes no lock of the waitlist's.
 */
export async function releaseSlotToWaitlist(
  executor: Executor,
  freed: TreatmentDay,
): Promise<void> {
  await enqueueJobs(executor, [waitlistOfferJob(freed)]);
}

/** The job that offers the day's free slots to its waitlist, due now. */
export function waitlistOfferJob(freed: TreatmentDay): NewJob {
  return {
    kind: WAITLIST_OFFER_JOB,
    payload: { treatmentId: freed.treatmentId, day: freed.day },
    runAt: clock.now(),
  };
}
