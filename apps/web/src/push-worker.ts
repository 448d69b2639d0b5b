/**
 * The service worker's part of Web Push (services.md §7, decision 052): show what the API sends
 * ({title, body, url}, already in the account's language) and, on a click, bring the site's open
 * window to `url` or open one there. The worker itself (vite-plugin-pwa) calls
 * `listenForPushes(self)` once at its top level.
 *
 * The types are this file's own, shaped like a ServiceWorkerGlobalScope's, so the web app's DOM
 * typings and the worker's WebWorker typings can both compile it.
 */

export interface PushWorkerEvent {
  /** A push event's payload. */
  data?: { json(): unknown } | null;
  /** A notificationclick event's notification. */
  notification?: { data: unknown; close(): void };
  waitUntil(promise: Promise<unknown>): void;
}

export interface PushWorkerClient {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

export interface PushWorkerScope {
  location: { origin: string };
  registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly PushWorkerClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(
    type: 'push' | 'notificationclick',
    listener: (event: PushWorkerEvent) => void,
  ): void;
}

interface Shown {
  title: string;
  body: string;
  url: string;
}

/** The payload as the API writes it; anything else still shows the site's name. */
function readPayload(data: PushWorkerEvent['data']): Shown {
  let payload: Partial<Record<keyof Shown, unknown>> = {};
  try {
    const parsed = data?.json();
    if (parsed && typeof parsed === 'object') payload = parsed;
  } catch {
    // A push without JSON: the notification still tells the user something came.
  }
  const text = (value: unknown, fallback: string) =>
    typeof value === 'string' && value ? value : fallback;
  return {
    title: text(payload.title, 'Sustho'),
    body: text(payload.body, ''),
    url: text(payload.url, '/'),
  };
}

/** `url` on this site; a URL elsewhere (never sent by the API) opens the home page instead. */
export function sameOriginUrl(url: unknown, origin: string): string {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

export function listenForPushes(scope: PushWorkerScope): void {
  scope.addEventListener('push', (event) => {
    const { title, body, url } = readPayload(event.data);
    event.waitUntil(
      scope.registration.showNotification(title, {
        body,
        data: { url },
        icon: '/icons/icon-192.png',
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification?.close();
    const data = event.notification?.data as { url?: unknown } | undefined;
    const target = sameOriginUrl(data?.url, scope.location.origin);
    event.waitUntil(
      (async () => {
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => client.url.startsWith(scope.location.origin));
        if (open) {
          try {
            await open.navigate(target);
            return await open.focus();
          } catch {
            // A window the worker does not control cannot be navigated: open a new one.
          }
        }
        return scope.clients.openWindow(target);
      })(),
    );
  });
}
