import type { PushSubscriptionInput } from '@sustho/contracts';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import type { AuthUser } from '../auth/index.js';
import { isPushServiceEndpoint } from './hosts.js';
import { enqueuePush } from './outbox.js';
import { pushRepository } from './repository.js';
import { testPush } from './texts.js';

export const NOT_A_PUSH_SERVICE =
  "This browser's push service is not one this site sends notifications through";

/** Notifications on this device (services.md §7): the caller's own browsers' subscriptions. */
export function pushService(db: Database, settings: { serviceHosts: readonly string[] }) {
  return {
    /** POST /api/push-subscriptions: only an https endpoint on a known push service is kept. */
    async subscribe(caller: AuthUser, input: PushSubscriptionInput) {
      if (!isPushServiceEndpoint(input.endpoint, settings.serviceHosts))
        throw badRequest(NOT_A_PUSH_SERVICE);
      await pushRepository(db).subscribe(caller.id, {
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
      });
    },

    /**
     * DELETE /api/push-subscriptions: drops the caller's own subscription of the endpoint. One
     * already gone (the push service dropped it, or another account took the browser) is no error:
     * the browser is unsubscribed either way.
     */
    async unsubscribe(caller: AuthUser, endpoint: string) {
      await pushRepository(db).unsubscribe(caller.id, endpoint);
    },

    /** POST /api/push-subscriptions/test: a notification to each of the caller's devices. */
    async sendTest(caller: AuthUser) {
      return db.transaction(async (tx) => {
        await enqueuePush(tx, { userId: caller.id, message: testPush });
        return { devices: await pushRepository(tx).countOf(caller.id) };
      });
    },
  };
}

export type PushService = ReturnType<typeof pushService>;
