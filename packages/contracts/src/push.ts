import { z } from 'zod';

/**
 * Web Push (services.md §7): a browser's subscription as `PushSubscription.toJSON()` gives it.
 * The schemas check the shape only; which push services are accepted is the API's setting
 * (PUSH_SERVICE_HOSTS), checked by the route.
 */

/** Longest endpoint accepted: the browsers' are a few hundred characters. */
export const PUSH_ENDPOINT_MAX_LENGTH = 1000;

const base64url = (message: string, minBytes: number, maxBytes: number) =>
  z
    .string()
    .max(Math.ceil((maxBytes * 4) / 3), message)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, message)
    .refine((text) => {
      const bytes = Math.floor((text.replace(/=+$/, '').length * 3) / 4);
      return bytes >= minBytes && bytes <= maxBytes;
    }, message);

export const pushEndpoint = z
  .url('must be the URL of a push service')
  .max(PUSH_ENDPOINT_MAX_LENGTH, `must be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters`);

/** POST /api/push-subscriptions: the browser's subscription to Web Push. */
export const pushSubscriptionInput = z
  .object({
    endpoint: pushEndpoint,
    keys: z
      .object({
        /** The browser's P-256 public key: 65 bytes, uncompressed. */
        p256dh: base64url('must be a P-256 public key in base64url', 65, 65),
        /** The authentication secret: 16 bytes. */
        auth: base64url('must be a 16-byte secret in base64url', 16, 16),
      })
      .strict(),
  })
  .strict();
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/** DELETE /api/push-subscriptions: which of the caller's subscriptions to drop. */
export const pushUnsubscribeInput = z.object({ endpoint: pushEndpoint }).strict();
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeInput>;

/** POST /api/push-subscriptions/test: how many of the caller's devices the test goes to. */
export const pushTestResult = z.object({ devices: z.number().int() });
export type PushTestResult = z.infer<typeof pushTestResult>;
