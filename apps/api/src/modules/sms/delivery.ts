import type { JobHandler } from '../jobs/index.js';
import type { SmsTransport } from './transport.js';

/** Delivers a queued SMS through the gateway, under the job's id. */
export function smsDelivery(transport: SmsTransport): JobHandler {
  return {
    effect: 'outside',
    async run(job) {
      const { to, text } = job.payload as { to: string; text: string };
      await transport.send({ id: job.id, to, text });
    },
  };
}
