import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERSONAL_CACHE } from '../../../lib/offline-caches';
import { failure, stubApi, type ApiRoutes } from '../../../test/stub-api';
import { signOut } from './sign-out';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';

/** A browser whose service worker holds a push subscription, and Cache Storage; both recorded. */
function stubBrowser(events: string[]) {
  const subscription = {
    endpoint: ENDPOINT,
    unsubscribe: vi.fn(async () => {
      events.push('browser unsubscribed');
      return true;
    }),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }),
    },
  });
  vi.stubGlobal('caches', {
    delete: vi.fn(async (name: string) => {
      events.push(`cache ${name} deleted`);
      return true;
    }),
  });
  return subscription;
}

/** The API, recording in `events` the order of the calls that matter here. */
function stubServer(events: string[], overrides: ApiRoutes = {}) {
  return stubApi({
    'DELETE /api/push-subscriptions': () => {
      events.push('server forgot the subscription');
      return null;
    },
    'POST /api/auth/sign-out': () => {
      events.push('session ended');
      return { success: true };
    },
    ...overrides,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('signing out', () => {
  it("forgets this browser's push subscription while the session lasts, then the offline data", async () => {
    const events: string[] = [];
    stubBrowser(events);
    const calls = stubServer(events);
    await signOut();
    expect(events).toEqual([
      'server forgot the subscription',
      'browser unsubscribed',
      'session ended',
      `cache ${PERSONAL_CACHE} deleted`,
    ]);
    expect(calls.find((call) => call.request === 'DELETE /api/push-subscriptions')?.body).toEqual({
      endpoint: ENDPOINT,
    });
  });

  it('still unsubscribes the browser and signs out when the server cannot forget the subscription', async () => {
    const events: string[] = [];
    stubBrowser(events);
    stubServer(events, { 'DELETE /api/push-subscriptions': failure(500, 'Down') });
    await signOut();
    expect(events).toEqual([
      'browser unsubscribed',
      'session ended',
      `cache ${PERSONAL_CACHE} deleted`,
    ]);
  });

  it('signs out a browser without push as before', async () => {
    const events: string[] = [];
    vi.stubGlobal('caches', { delete: async () => events.push('cache deleted') });
    const calls = stubServer(events);
    await signOut();
    expect(events).toEqual(['session ended', 'cache deleted']);
    expect(calls.map((call) => call.request)).toEqual(['POST /api/auth/sign-out']);
  });
});
