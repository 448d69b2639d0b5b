import { describe, expect, it, vi } from 'vitest';
import {
  listenForPushes,
  sameOriginUrl,
  type PushWorkerEvent,
  type PushWorkerScope,
} from './push-worker';

const ORIGIN = 'https://sustho.example';

/** A service worker scope that records what the handlers do. */
function fakeScope(windows: { url: string }[] = []) {
  const listeners = new Map<string, (event: PushWorkerEvent) => void>();
  const clients = windows.map((window) => ({
    ...window,
    focus: vi.fn(async () => undefined),
    navigate: vi.fn(async () => undefined),
  }));
  const scope = {
    location: { origin: ORIGIN },
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => clients),
      openWindow: vi.fn(async () => undefined),
    },
    addEventListener: (type: string, listener: (event: PushWorkerEvent) => void) =>
      listeners.set(type, listener),
  } satisfies PushWorkerScope;
  listenForPushes(scope);
  /** Fires `type` and waits for what it passed to waitUntil. */
  const fire = async (type: string, event: Omit<PushWorkerEvent, 'waitUntil'>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise) => void (work = promise) });
    await work;
  };
  return { scope, clients, fire };
}

describe('the service worker push handlers', () => {
  it('shows the pushed title and body, keeping the url for the click', async () => {
    const { scope, fire } = fakeScope();
    const payload = {
      title: 'New patient waiting',
      body: 'Accept in time.',
      url: '/dashboard/on-demand',
    };
    await fire('push', { data: { json: () => payload } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('New patient waiting', {
      body: 'Accept in time.',
      data: { url: '/dashboard/on-demand' },
      icon: '/icons/icon-192.png',
    });
  });

  it('still shows something for a push that is not JSON', async () => {
    const { scope, fire } = fakeScope();
    await fire('push', {
      data: {
        json: () => {
          throw new SyntaxError('not JSON');
        },
      },
    });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Sustho', {
      body: '',
      data: { url: '/' },
      icon: '/icons/icon-192.png',
    });
  });

  it('takes an open window of the site to the url on a click, or opens one', async () => {
    const open = fakeScope([{ url: `${ORIGIN}/dashboard` }]);
    const close = vi.fn();
    await open.fire('notificationclick', {
      notification: { data: { url: '/consultation/1' }, close },
    });
    expect(close).toHaveBeenCalled();
    expect(open.clients[0]!.navigate).toHaveBeenCalledWith(`${ORIGIN}/consultation/1`);
    expect(open.clients[0]!.focus).toHaveBeenCalled();

    const none = fakeScope();
    await none.fire('notificationclick', {
      notification: { data: { url: '/consultation/1' }, close },
    });
    expect(none.scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/consultation/1`);
  });

  it('opens only pages of the site', () => {
    expect(sameOriginUrl('https://evil.example/phish', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(sameOriginUrl('//evil.example/phish', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(sameOriginUrl('/dashboard/profile', ORIGIN)).toBe(`${ORIGIN}/dashboard/profile`);
    expect(sameOriginUrl(42, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});
