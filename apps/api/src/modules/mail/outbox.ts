import type { Executor } from '../../db/client.js';
import { mailRepository } from './repository.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** Queues an e-mail. Pass the transaction of the change that caused it, so both commit or neither does. */
export async function enqueueMail(executor: Executor, message: MailMessage): Promise<void> {
  await mailRepository(executor).insert({ ...message, attachments: message.attachments ?? [] });
}
