import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { Redis } from 'ioredis';
import type { Notifications } from '../db/client.js';

/**
 * Publish and subscribe across every API process: what one process publishes on a channel reaches
 * the subscribers of every process, the publisher's own included. Nothing is kept: a message
 * published while nobody listens is gone. Never process memory alone, so two parties connected to
 * different processes meet (docs/product/consultation.md §5).
 */
export interface Bus {
  publish(channel: string, message: unknown): Promise<void>;
  /** Calls `onMessage` with each message on `channel` until the returned function is called. */
  subscribe(channel: string, onMessage: (message: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The bus refuses a message it cannot carry (larger than PostgreSQL's NOTIFY takes). */
export class MessageTooLargeError extends Error {}

/**
 * PostgreSQL's NOTIFY payload must stay under 8000 bytes. Session descriptions run close to that,
 * so larger payloads travel deflated (SDP shrinks to about a third); what is still too large is refused.
 */
const NOTIFY_LIMIT_BYTES = 7900;
const DEFLATED = '~';

function encode(message: unknown): string {
  const json = JSON.stringify(message);
  if (Buffer.byteLength(json) <= NOTIFY_LIMIT_BYTES && !json.startsWith(DEFLATED)) return json;
  const packed = DEFLATED + deflateRawSync(json).toString('base64');
  if (packed.length > NOTIFY_LIMIT_BYTES)
    throw new MessageTooLargeError('The message is too large to relay');
  return packed;
}

function decode(payload: string): unknown {
  const json = payload.startsWith(DEFLATED)
    ? inflateRawSync(Buffer.from(payload.slice(1), 'base64')).toString()
    : payload;
  return JSON.parse(json);
}

/**
 * One LISTEN per channel per process, shared by its subscribers: a room with both parties on one
 * process costs one listening channel, and the last subscriber to leave stops listening.
 */
function fanOut(
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>,
) {
  const channels = new Map<
    string,
    { handlers: Set<(message: unknown) => void>; ready: Promise<() => Promise<void>> }
  >();
  return async (channel: string, onMessage: (message: unknown) => void) => {
    let entry = channels.get(channel);
    if (!entry) {
      const handlers = new Set<(message: unknown) => void>();
      const ready = listen(channel, (payload) => {
        let message: unknown;
        try {
          message = decode(payload);
        } catch {
          // Only this module publishes on these channels; a payload it cannot read is dropped.
          return;
        }
        for (const handler of handlers) handler(message);
      });
      entry = { handlers, ready };
      channels.set(channel, entry);
      ready.catch(() => channels.delete(channel));
    }
    entry.handlers.add(onMessage);
    const current = entry;
    await current.ready;
    return async () => {
      if (!current.handlers.delete(onMessage) || current.handlers.size > 0) return;
      if (channels.get(channel) === current) channels.delete(channel);
      await (
        await current.ready
      )();
    };
  };
}

/** The bus over the database's LISTEN/NOTIFY: across processes on PostgreSQL, in process on PGlite. */
export function databaseBus(notifications: Notifications): Bus {
  return {
    async publish(channel, message) {
      await notifications.notify(channel, encode(message));
    },
    subscribe: fanOut((channel, onPayload) => notifications.listen(channel, onPayload)),
    async close() {},
  };
}

/** The bus over Redis pub/sub, when REDIS_URL is set: the processes need not share a PostgreSQL. */
export function redisBus(url: string): Bus {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  // A connection in subscriber mode may only subscribe, so listening takes a second one.
  const subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
  const listeners = new Map<string, (payload: string) => void>();
  subscriber.on('message', (channel: string, payload: string) => listeners.get(channel)?.(payload));
  return {
    async publish(channel, message) {
      await publisher.publish(channel, encode(message));
    },
    subscribe: fanOut(async (channel, onPayload) => {
      listeners.set(channel, onPayload);
      await subscriber.subscribe(channel);
      return async () => {
        listeners.delete(channel);
        await subscriber.unsubscribe(channel);
      };
    }),
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
