import type { Language } from '@sustho/contracts';
import type { Executor } from '../../db/client.js';
import { htmlBody } from './html-body.js';
import { mailRepository } from './repository.js';

export interface MailMessage {
  to: string;
  /** The language the message is written in: the recipient's account language (care.md §6). */
  language: Language;
  subject: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** Queues an e-mail. Pass the transaction of the change that caused it, so both commit or neither does. */
export async function enqueueMail(executor: Executor, message: MailMessage): Promise<void> {
  const { language, ...mail } = message;
  await mailRepository(executor).insert({
    ...mail,
    html: htmlBody(message.text, language),
    attachments: message.attachments ?? [],
  });
}
