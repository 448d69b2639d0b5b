import { clock } from '../../lib/clock.js';
import type { BookingSubscriber } from '../bookings/index.js';
import { enqueueJobs } from '../jobs/index.js';
import { onDemandJob } from './jobs.js';
import { onDemandRepository as repository } from './repository.js';
import { maxWaitMs, type OnDemandSettings } from './settings.js';

/**
 * Consult now's part in what happens to bookings, in the booking's transaction: a paid request
 * joins the queue (with the job that expires it) and wakes its treatment's dispatch; a cancelled
 * booking ends its request, and frees the doctor it was offered to or with; a completed
 * consultation is finished, its doctor free for the next patient at once (services.md §3: the room
 * is theirs 'until the doctor completes it').
 */
export function onDemandSubscriber(settings: OnDemandSettings): BookingSubscriber {
  return {
    paid: {
      async inTransaction(tx, bookingId) {
        const now = clock.now();
        const expiresAt = new Date(now.getTime() + maxWaitMs(settings));
        const treatmentId = await repository(tx).joinQueue(bookingId, now, expiresAt);
        if (!treatmentId) return;
        await enqueueJobs(tx, [onDemandJob(bookingId, 'expiry', expiresAt)]);
        await repository(tx).wake(treatmentId);
      },
    },
    cancelled: {
      async inTransaction(tx, bookingId) {
        const treatmentId = await repository(tx).endWithBooking(bookingId, clock.now());
        if (treatmentId) await repository(tx).wake(treatmentId);
      },
    },
    completed: {
      async inTransaction(tx, bookingId) {
        const request = await repository(tx).find(bookingId);
        if (request?.state !== 'accepted') return;
        const now = clock.now();
        await repository(tx).endWithBooking(bookingId, now);
        if (request.doctorId) await repository(tx).backFromConsultation(request.doctorId, now);
        await repository(tx).wake(request.treatmentId);
      },
    },
  };
}
