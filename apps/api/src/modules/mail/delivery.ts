import type { JobHandler } from '../jobs/worker.js';
import type { MailTransport, OutgoingMail } from './transport.js';

/**
 * Delivers a queued e-mail through the transport. The job's id goes with it, so the mail folder
 * keeps one file per message and SMTP carries it as the Message-ID however often it is retried.
 */
export function mailDelivery(transport: MailTransport): JobHandler {
  return {
    effect: 'outside',
    async run(job) {
      const message = job.payload as unknown as Omit<OutgoingMail, 'id'>;
      await transport.send({ ...message, id: job.id, createdAt: job.createdAt });
    },
  };
}
