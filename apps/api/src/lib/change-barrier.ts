import { randomUUID } from 'node:crypto';
import { BARRIER_SETTING, CHANGE_BARRIER } from '../db/change-channels.js';
import type { DatabaseHandle, Notifications, RunChange } from '../db/client.js';

/** A peer that does not answer a barrier within this is taken for gone (it says hello again when back). */
const BARRIER_TIMEOUT_MS = 1_000;

/**
 * Waits until every API process has heard every change the database announced before now
 * (decision 028). The database hands each listening connection its notifications in commit order,
 * across channels. So when a barrier token comes back to this process, every change committed
 * with it or before it has reached this process's caches; and each other process answers a
 * barrier it hears with an acknowledgement, which it can only send after the same changes reached
 * its caches. A change's answer leaves once its own barrier is back and every known process has
 * acknowledged it: the caller's next request, to any process, sees the change.
 *
 * Payloads on the channel: a token ('{process id}.{uuid}'), 'ack:{token}:{process id}',
 * 'hello:{process id}' (a process started listening) and 'bye:{process id}'.
 * A change can carry its own token instead (`carrier`): the bookings trigger sends back the
 * `sustho.barrier` setting of the session that changed a booking, after the booking's own
 * announcements, and that saves the round trip of sending one after the commit (decision 038).
 */
export function changeBarrier(notifications: Notifications) {
  const self = randomUUID();
  /** The other processes heard from: they must acknowledge each barrier. */
  const peers = new Set<string>();
  const waiting = new Map<string, { pending: Set<string>; echoed: boolean; done: () => void }>();

  function settle(token: string) {
    const wait = waiting.get(token);
    if (wait?.echoed && wait.pending.size === 0) wait.done();
  }

  function onPayload(payload: string) {
    const [kind, ...rest] = payload.split(':');
    if (kind === 'hello' || kind === 'bye') {
      const [id] = rest;
      if (!id || id === self) return;
      if (kind === 'hello') {
        // A newcomer learns of this process by its answering hello.
        if (!peers.has(id)) notifications.notify(CHANGE_BARRIER, `hello:${self}`).catch(() => {});
        peers.add(id);
      } else {
        peers.delete(id);
        for (const [token, wait] of waiting) if (wait.pending.delete(id)) settle(token);
      }
      return;
    }
    if (kind === 'ack') {
      const [token, id] = rest;
      // Its own acknowledgements of others' barriers come back to a process too.
      if (!token || !id || id === self) return;
      peers.add(id);
      if (waiting.get(token)?.pending.delete(id)) settle(token);
      return;
    }
    // A token: our own comes back, another process's is acknowledged.
    const wait = waiting.get(payload);
    if (wait) {
      wait.echoed = true;
      settle(payload);
    } else if (!payload.startsWith(`${self}.`)) {
      notifications.notify(CHANGE_BARRIER, `ack:${payload}:${self}`).catch(() => {});
    }
  }

  const unlisten = notifications
    .listen(CHANGE_BARRIER, onPayload, () => {
      notifications.notify(CHANGE_BARRIER, `hello:${self}`).catch(() => {});
    })
    .catch(() => null);

  /**
   * A barrier token to send, and the wait for it to come back and be acknowledged by every known
   * process. `cancel` when it will not be sent.
   */
  function expect() {
    // Embedded, this is the only process: running a statement delivers what was committed.
    const { deliverPending } = notifications;
    if (deliverPending) return { token: '', heard: deliverPending, cancel: () => {} };
    const token = `${self}.${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const pending = new Set(peers);
    const heard = new Promise<void>((resolve) => {
      waiting.set(token, { pending, echoed: false, done: resolve });
      timer = setTimeout(() => {
        // Whoever did not answer in time is gone (or its listening is): stop waiting for it.
        for (const id of pending) peers.delete(id);
        resolve();
      }, BARRIER_TIMEOUT_MS);
    });
    const cancel = () => {
      clearTimeout(timer);
      waiting.delete(token);
    };
    return { token, heard: () => heard.finally(cancel), cancel };
  }

  /**
   * For one request: `run` runs its change on a connection whose session names a barrier token,
   * and `heard` waits for the token of the last change run to come back and be acknowledged.
   */
  function carrier(database: Pick<DatabaseHandle, 'db' | 'withSetting'>) {
    let last: ReturnType<typeof expect> | undefined;
    const run: RunChange = async (work) => {
      const barrier = expect();
      last?.cancel();
      last = barrier;
      try {
        return database.withSetting && barrier.token
          ? await database.withSetting({ name: BARRIER_SETTING, value: barrier.token }, work)
          : await work(database.db);
      } finally {
        // A change that touched no booking had nothing send the token back: it goes now, after
        // whatever the change committed.
        if (barrier.token && !waiting.get(barrier.token)?.echoed)
          notifications.notify(CHANGE_BARRIER, barrier.token).catch(() => {});
      }
    };
    return {
      run,
      async heard(): Promise<void> {
        if (!last) return;
        if (!notifications.deliverPending && !(await unlisten)) return last.cancel();
        await last.heard();
      },
    };
  }

  return {
    carrier,
    async caughtUp(): Promise<void> {
      if (notifications.deliverPending) return notifications.deliverPending();
      if (!(await unlisten)) return;
      const barrier = expect();
      try {
        await notifications.notify(CHANGE_BARRIER, barrier.token);
      } catch (error) {
        barrier.cancel();
        throw error;
      }
      await barrier.heard();
    },
    async close() {
      await notifications.notify(CHANGE_BARRIER, `bye:${self}`).catch(() => {});
      await (
        await unlisten
      )?.();
    },
  };
}

export type ChangeBarrier = ReturnType<typeof changeBarrier>;
