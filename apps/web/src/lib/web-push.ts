import type { PushSubscriptionInput } from '@sustho/contracts';
import { apiRequest } from './api-client';

/**
 * What this browser can do about notifications (services.md §7): nothing ('unsupported': no
 * service worker, Push API or Notification API, or no push key on the server), nothing until the
 * visitor allows it in the site's settings ('denied'), or subscribe ('off') and unsubscribe ('on').
 */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export function canUsePush(publicKey: string | null | undefined): publicKey is string {
  return (
    !!publicKey &&
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The service worker's registration, or null when none runs for this page. */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** DELETE /api/push-subscriptions: no more notifications to this browser. */
export const dropSubscription = (endpoint: string) =>
  apiRequest<null>('/push-subscriptions', { method: 'DELETE', body: { endpoint } });

/**
 * Signing out (decision 055): the server forgets this browser's subscription while the session
 * still lets it ask, and the browser drops it, so no notification of the account that leaves
 * comes to the next reader. Neither step may keep the reader signed in: a server that cannot be
 * reached keeps the row until its push service answers 410 for the endpoint the browser dropped.
 */
export async function unsubscribeThisBrowser(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  await dropSubscription(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}

/** This browser's current subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

export async function pushState(publicKey: string | null | undefined): Promise<PushState> {
  if (!canUsePush(publicKey) || !(await registration())) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** The VAPID public key (base64url) as the bytes pushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Asks for permission, then subscribes the service worker's push manager with the server's key.
 * Answers null when the visitor did not allow notifications.
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscriptionInput | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const worker = await registration();
  if (!worker) return null;
  const subscription = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const { endpoint, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } };
}
