import { randomUUID } from 'node:crypto';
import type { Notifications } from '../db/client.js';

/** The channel a process sends its own barrier on; the database relays it like any change. */
const BARRIER_CHANNEL = 'change_barrier';
/** A barrier that does not come back (listening is down) holds a response no longer than this. */
const BARRIER_TIMEOUT_MS = 2_000;

/**
 * Waits until this process has heard every change the database announced before now. The
 * database hands one listening connection its notifications in commit order, across channels, so
 * when a notification this process sends comes back, every change committed before it (this
 * request's own, for a start) has reached this process's caches (decision 028). Costs one
 * round trip that writes nothing.
 */
export function changeBarrier(notifications: Notifications) {
  const waiting = new Map<string, () => void>();
  const unlisten = notifications
    .listen(BARRIER_CHANNEL, (token) => waiting.get(token)?.())
    .catch(() => null);

  return {
    async caughtUp(): Promise<void> {
      if (!(await unlisten)) return;
      const token = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<void>((resolve) => {
        waiting.set(token, resolve);
        timer = setTimeout(resolve, BARRIER_TIMEOUT_MS);
      });
      try {
        await notifications.notify(BARRIER_CHANNEL, token);
        await heard;
      } finally {
        clearTimeout(timer);
        waiting.delete(token);
      }
    },
    async close() {
      await (
        await unlisten
      )?.();
    },
  };
}
