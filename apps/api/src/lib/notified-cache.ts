import { performance } from 'node:perf_hooks';
import type { Notifications } from '../db/client.js';

/**
 * A process's copy of answers read from the database, emptied by the database's own notifications
 * (triggers call pg_notify when the rows behind them change, migration 0015; decision 028), so a
 * change made through any process or any path reaches every process's copy.
 *
 * What it guarantees:
 * - An answer is kept only while this process is listening: nothing before the first LISTEN has
 *   answered, and everything is dropped each time listening starts again after a dropped
 *   connection (what was notified meanwhile is lost).
 * - A load that a notification overtakes is handed to its caller but never kept: its rows may be
 *   older than the change just announced. Callers arriving after the notification start a new load.
 * - Nothing is kept longer than `maxAgeMs`, which bounds the damage of a connection that died
 *   without the driver noticing yet.
 */
export interface NotifiedCache<V> {
  /** The kept answer for `key`, or `load()`'s (shared by callers that ask while it runs). */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /**
   * Drops the answers (kept or loading) whose key and value `stale` picks; a load still running
   * has no value yet (undefined), so a predicate on values should pick it to be safe.
   */
  drop(stale: (key: string, value: V | undefined) => boolean): void;
  /** Drops everything. */
  clear(): void;
  /** Stops listening; the cache keeps nothing more. */
  close(): Promise<void>;
}

export interface NotifiedCacheOptions<V> {
  /** Off: every `get` loads, and nothing listens (READ_CACHES=false). */
  enabled: boolean;
  channel: string;
  /** What a payload on the channel makes stale. */
  onPayload: (payload: string, cache: Pick<NotifiedCache<V>, 'drop' | 'clear'>) => void;
  maxEntries: number;
  maxAgeMs: number;
}

interface Loading<V> {
  promise: Promise<V>;
  stale: boolean;
}

export function notifiedCache<V>(
  notifications: Notifications,
  { enabled, channel, onPayload, maxEntries, maxAgeMs }: NotifiedCacheOptions<V>,
): NotifiedCache<V> {
  if (!enabled) return { get: (_, load) => load(), drop() {}, clear() {}, async close() {} };
  const kept = new Map<string, { value: V; keptAt: number }>();
  const loading = new Map<string, Loading<V>>();
  let listening = false;
  let closed = false;

  function drop(stale: (key: string, value: V | undefined) => boolean) {
    for (const [key, entry] of kept) if (stale(key, entry.value)) kept.delete(key);
    for (const [key, entry] of loading) {
      if (!stale(key, undefined)) continue;
      entry.stale = true;
      loading.delete(key);
    }
  }
  const clear = () => drop(() => true);

  // Not awaited: requests are answered from the database until listening has started.
  const unlisten = notifications
    .listen(
      channel,
      (payload) => onPayload(payload, { drop, clear }),
      () => {
        clear();
        listening = !closed;
      },
    )
    .catch(() => null);

  // Monotonic, not the API's clock: this is how old a copy is, not a rule of the clinic's day.
  const age = (keptAt: number) => performance.now() - keptAt;

  return {
    async get(key, load) {
      const hit = kept.get(key);
      if (hit && age(hit.keptAt) < maxAgeMs) return hit.value;
      const running = loading.get(key);
      if (running) return running.promise;
      const entry: Loading<V> = { promise: load(), stale: false };
      loading.set(key, entry);
      try {
        const value = await entry.promise;
        if (listening && !entry.stale) {
          if (kept.size >= maxEntries) kept.clear();
          kept.set(key, { value, keptAt: performance.now() });
        }
        return value;
      } finally {
        if (loading.get(key) === entry) loading.delete(key);
      }
    },
    drop,
    clear,
    async close() {
      closed = true;
      listening = false;
      clear();
      await (
        await unlisten
      )?.();
    },
  };
}
