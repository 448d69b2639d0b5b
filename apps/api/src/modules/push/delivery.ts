import { languageOrDefault } from '@sustho/contracts';
import type { Database } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import type { JobHandler } from '../jobs/index.js';
import type { PushJobPayload } from './outbox.js';
import { pushRepository } from './repository.js';
import type { PushTransport } from './transport.js';

const DEFAULT_TTL_SECONDS = 3600;

/**
 * Sends a queued notification to every device of its account, in the account's language. A
 * device the push service answers 404 or 410 for is dropped; any other failure fails the job, and
 * its retry sends to every device again (a device that had it shows it once more: decision 052).
 */
export function pushDelivery(db: Database, transport: PushTransport | null): JobHandler {
  return {
    effect: 'outside',
    async run(job) {
      const { userId, message } = job.payload as unknown as PushJobPayload;
      const devices = await pushRepository(db).devicesOf(userId);
      if (devices.length === 0) return { notDone: 'no device is subscribed' };
      if (!transport) return { notDone: 'push is not set up (no VAPID keys)' };
      const text = message.text[languageOrDefault(devices[0]!.language)];
      const payload = JSON.stringify({ title: text.title, body: text.body, url: message.url });
      const outcomes = await Promise.allSettled(
        devices.map((device) =>
          transport.send(device, payload, message.ttlSeconds ?? DEFAULT_TTL_SECONDS),
        ),
      );
      const idsWhere = (outcome: 'sent' | 'gone') =>
        devices
          .filter((_, index) => {
            const result = outcomes[index]!;
            return result.status === 'fulfilled' && result.value === outcome;
          })
          .map((device) => device.id);
      await pushRepository(db).drop(idsWhere('gone'));
      await pushRepository(db).markUsed(idsWhere('sent'), clock.now());
      const failed = outcomes.filter((result) => result.status === 'rejected');
      if (failed.length > 0) {
        const reason = String((failed[0] as PromiseRejectedResult).reason);
        throw new Error(`${failed.length} of ${devices.length} pushes failed: ${reason}`);
      }
    },
  };
}
