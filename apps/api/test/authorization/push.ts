import { randomBytes } from 'node:crypto';
import { everyone, type MatrixArea } from './types.js';

/** A browser's subscription on a push service of the default PUSH_SERVICE_HOSTS. */
const subscription = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`,
  keys: {
    // An uncompressed P-256 point's length: the route checks the shape, the browser the curve.
    p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  },
});

const signedIn = (status: number) => ({ ...everyone(status), anonymous: 401 });

/**
 * Notifications on this device (services.md §7): every signed-in account, patient or staff,
 * manages its own browsers; DELETE drops only the caller's own subscription of an endpoint.
 */
export const pushCases: MatrixArea = () => [
  {
    route: 'POST /api/push-subscriptions',
    request: () => ({ url: '/api/push-subscriptions', payload: subscription() }),
    expect: signedIn(204),
  },
  {
    route: 'DELETE /api/push-subscriptions',
    request: () => ({
      url: '/api/push-subscriptions',
      payload: { endpoint: subscription().endpoint },
    }),
    expect: signedIn(204),
  },
  {
    route: 'POST /api/push-subscriptions/test',
    request: () => ({ url: '/api/push-subscriptions/test' }),
    expect: signedIn(200),
  },
];
