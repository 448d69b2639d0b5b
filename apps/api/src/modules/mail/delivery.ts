import type { Database } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import { countUnverifiedMail, type JobHandler } from '../jobs/index.js';
import type { MailTransport, OutgoingMail } from './transport.js';

/** UNVERIFIED_MAILS_PER_DAY, in the clinic's days. */
export interface UnverifiedMailCap {
  timeZone: string;
  perDay: number;
  /** Whether an account has verified this address (the users module answers). */
  isVerified(address: string): Promise<boolean>;
}

/**
 * Delivers a queued e-mail through the transport. The job's id goes with it, so the mail folder
 * keeps one file per message and SMTP carries it as the Message-ID however often it is retried.
 * An address no account has verified gets at most `cap.perDay` mails a day of any kind, counted
 * here, where every mail passes whichever path queued it (decision 032); the rest are not sent.
 */
export function mailDelivery(
  transport: MailTransport,
  db: Database,
  cap: UnverifiedMailCap,
): JobHandler {
  return {
    effect: 'outside',
    async run(job) {
      const message = job.payload as unknown as Omit<OutgoingMail, 'id'>;
      if (
        !(await cap.isVerified(message.to)) &&
        !(await countUnverifiedMail(db, message.to, cap, clock.now()))
      ) {
        return { notDone: 'Not sent: the address is unverified and had its mails for the day' };
      }
      await transport.send({ ...message, id: job.id, createdAt: job.createdAt });
    },
  };
}
