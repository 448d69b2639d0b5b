import type { Executor } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import { deleteJobsByPayload, enqueueJobs } from '../jobs/queue.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** The kind of the durable job that delivers one e-mail (decision 022). */
export const MAIL_JOB = 'mail';

/**
 * Queues an e-mail. Pass the transaction of the change that caused it, so both commit or neither
 * does. `key` names the one message it is (a reminder's), so it is never queued twice.
 */
export async function enqueueMail(
  executor: Executor,
  message: MailMessage,
  key?: string,
): Promise<void> {
  await enqueueJobs(executor, [
    {
      kind: MAIL_JOB,
      key,
      payload: { ...message, attachments: message.attachments ?? [] },
      runAt: clock.now(),
    },
  ]);
}

/** Removes every message to an address, sent or not: the copies the outbox keeps hold personal data. */
export async function deleteMailTo(executor: Executor, address: string): Promise<void> {
  await deleteJobsByPayload(executor, MAIL_JOB, 'to', address);
}
