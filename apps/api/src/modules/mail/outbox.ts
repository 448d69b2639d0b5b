import type { Language } from '@sustho/contracts';
import type { Executor } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import { deleteJobsByPayload, enqueueJobs, type NewJob } from '../jobs/index.js';
import { htmlBody } from './html-body.js';

export interface MailMessage {
  to: string;
  /** The language the message is written in: the recipient's account language (docs/product/language.md §4). */
  language: Language;
  subject: string;
  text: string;
  /**
   * The links the message's builder wrote into `text`: only these become links in its HTML. A URL
   * inside text someone typed (a patient's or a doctor's name) stays plain text (decision 032).
   */
  links?: string[];
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** The kind of the durable job that delivers one e-mail (decision 022). */
export const MAIL_JOB = 'mail';

/** The durable job that delivers `message`; `key` names the one message it is (a reminder's). */
export function mailJob(message: MailMessage, key?: string): NewJob {
  const { language, links, ...mail } = message;
  return {
    kind: MAIL_JOB,
    key,
    payload: {
      ...mail,
      html: htmlBody(message.text, language, links ?? []),
      attachments: message.attachments ?? [],
    },
    runAt: clock.now(),
  };
}

/**
 * Queues an e-mail. Pass the transaction of the change that caused it, so both commit or neither
 * does. `key` names the one message it is (a reminder's), so it is never queued twice.
 */
export async function enqueueMail(
  executor: Executor,
  message: MailMessage,
  key?: string,
): Promise<void> {
  await enqueueJobs(executor, [mailJob(message, key)]);
}

/** Removes every message to an address, sent or not: the copies the outbox keeps hold personal data. */
export async function deleteMailTo(executor: Executor, address: string): Promise<void> {
  await deleteJobsByPayload(executor, MAIL_JOB, 'to', address);
}
