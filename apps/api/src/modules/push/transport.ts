import type { Agent } from 'node:https';
import webpush from 'web-push';
import { vapidSubject, type Env } from '../../config/env.js';
import type { StoredSubscription } from './repository.js';

/** How long one push service may take to answer before the job tries again later. */
const TIMEOUT_MS = 10_000;

/**
 * Sends one encrypted notification to a push service: 'sent', or 'gone' when the service no
 * longer knows the subscription (404, 410); anything else throws, and the job is retried.
 */
export interface PushTransport {
  send(
    subscription: StoredSubscription,
    payload: string,
    ttlSeconds: number,
  ): Promise<'sent' | 'gone'>;
}

/**
 * The web-push library with the VAPID keys, or null when there are none (server mode without
 * VAPID keys sends no push). `agent` is for the tests' local push service and its own certificate.
 */
export function webPushTransport(env: Env, agent?: Agent): PushTransport | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return null;
  const vapidDetails = {
    subject: vapidSubject(env),
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
  };
  return {
    async send(subscription, payload, ttlSeconds) {
      try {
        await webpush.sendNotification(
          {
            endpoint: subscription.endpoint,
            keys: { p256dh: subscription.p256dh, auth: subscription.auth },
          },
          payload,
          { vapidDetails, TTL: ttlSeconds, timeout: TIMEOUT_MS, ...(agent ? { agent } : {}) },
        );
        return 'sent';
      } catch (error) {
        if (error instanceof webpush.WebPushError) {
          if (error.statusCode === 404 || error.statusCode === 410) return 'gone';
          throw new Error(`The push service answered ${error.statusCode}`);
        }
        throw error;
      }
    },
  };
}
