import type { Executor } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import { enqueueJobs, type JobHandler } from '../jobs/index.js';
import { enqueueMail } from '../mail/index.js';
import type { BookingState } from '../bookings/index.js';
import { cancellationEmail, type MoneyState } from './change-emails.js';
import type { ClinicContext } from './confirmation-email.js';
import { mailedBooking, noticeRepository } from './notice-repository.js';

/** The kind of the durable job that e-mails a patient that their booking was cancelled. */
export const CANCELLATION_NOTICE_JOB = 'cancellation-notice';

/**
 * Queues the cancellation e-mail in the transaction that cancels, whoever cancels (the patient, an
 * admin, a doctor's or an account's deletion, an expired payment hold). A job rather than the
 * e-mail itself, so every path queues it without knowing the clinic's settings; once per booking.
 */
export async function queueCancellationNotice(executor: Executor, bookingId: string) {
  await enqueueJobs(executor, [
    {
      kind: CANCELLATION_NOTICE_JOB,
      key: `cancellation-notice:${bookingId}`,
      payload: { bookingId },
      runAt: clock.now(),
    },
  ]);
}

/** What the e-mail says about the money, from the state the cancellation left. */
const MONEY: Partial<Record<BookingState, MoneyState>> = {
  cancelled: 'unpaid',
  refunded: 'refunded',
  forfeited: 'not_refunded',
};

/**
 * Writes the cancellation e-mail in the patient's language, with METHOD:CANCEL for the booking's
 * invite UID and its SEQUENCE after the cancellation. Inside the job's transaction (decision 022),
 * so it is queued once. A deleted account's bookings keep no address: nothing is sent.
 */
export function cancellationNoticeJob(clinic: ClinicContext): JobHandler {
  return {
    effect: 'inside',
    async run(tx, job, now) {
      const { bookingId } = job.payload as { bookingId: string };
      const booking = await noticeRepository(tx).find(bookingId);
      const money = booking && MONEY[booking.state];
      if (!booking?.email || !money) return;
      const email = cancellationEmail(
        mailedBooking(booking, booking.email),
        money === 'unpaid' && booking.priceCents === 0 ? 'free' : money,
        clinic,
        now,
      );
      await enqueueMail(tx, email, `${job.key}:mail`);
    },
  };
}
