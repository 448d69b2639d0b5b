import { randomUUID } from 'node:crypto';
import { clientSignal, SIGNAL_CLOSE_CODES, type ServerSignal } from '@sustho/contracts';
import type { Bus } from '../../lib/bus.js';
import type { Room } from './room-access.js';
import { roomChannel, type RoomEvent } from './room-events.js';

/** What a signalling socket needs from the WebSocket library (ws). */
export interface SignalSocket {
  readonly readyState: number;
  readonly OPEN: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  ping(): void;
  on(
    event: 'message',
    listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void,
  ): void;
  on(event: 'close', listener: (code: number) => void): void;
}

/**
 * What a socket asks of its room (room-access.ts and the attendance in service.ts): whether it is
 * still open, and who is in it, which keeps a completed consultation's room open (decision 034).
 */
export interface RoomKeeper {
  stillOpen(): Promise<boolean>;
  /** This socket's party is in the room, for SignallingLimits.presentForMs from now. */
  present(): Promise<void>;
  /** This socket's party left on purpose. */
  left(): Promise<void>;
}

export interface SignallingLimits {
  /** Messages a socket may send per window; a browser sends a few dozen per negotiation. */
  messagesPerWindow: number;
  windowMs: number;
  /** How often the socket is pinged (keeping proxies from dropping it) and the room re-checked. */
  checkEveryMs: number;
  /**
   * How long each check counts a socket as in the room: longer than the time between checks, so a
   * live socket never lapses, and long enough for a dropped one to come back (a reload).
   */
  presentForMs: number;
}

export const SIGNALLING_LIMITS: SignallingLimits = {
  messagesPerWindow: 120,
  windowMs: 10_000,
  checkEveryMs: 15_000,
  presentForMs: 45_000,
};

/**
 * Runs one party's signalling socket once the room let them in: relays their session descriptions
 * and ICE candidates to the other party over the bus (whichever API process holds the other
 * socket), tells them when the other party joins or leaves, and passes chat messages on. The
 * server never reads a description's content; it checks shape, size (the WebSocket's own limit)
 * and rate. The keeper asks the room again now and then (room-access.ts), so a room that closes
 * ends the socket, and keeps the socket counted as present in the room meanwhile.
 */
export async function runSignalling(
  socket: SignalSocket,
  room: Room,
  bus: Bus,
  keeper: RoomKeeper,
  limits: SignallingLimits = SIGNALLING_LIMITS,
) {
  const connection = randomUUID();
  const own = room.role;
  const channel = roomChannel(room.booking.id);
  /** The other party's live socket, so a late 'bye' from a socket they replaced is ignored. */
  let otherConnection: string | null = null;
  /** The other party's sockets that said goodbye: a late signal of theirs must not bring them back. */
  const departed = new Set<string>();
  let closed = false;
  /**
   * The party's presence is written one call after another, so a renewal still in flight when the
   * party leaves cannot bring them back after their leaving was recorded.
   */
  let presence: Promise<void> = Promise.resolve();
  const inOrder = (write: () => Promise<void>) => {
    const next = presence.then(write);
    presence = next.catch(() => {});
    return next;
  };
  /** Renews the party's presence, unless this socket has closed meanwhile. */
  const renewPresence = () => inOrder(() => (closed ? Promise.resolve() : keeper.present()));

  const send = (message: ServerSignal) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const close = (code: number, reason: string) => {
    if (!closed) socket.close(code, reason);
  };
  const publish = (event: RoomEvent) =>
    bus
      .publish(channel, event)
      .catch(() => close(SIGNAL_CLOSE_CODES.policy, 'Message not relayed'));

  const onEvent = (raw: unknown) => {
    const event = raw as RoomEvent;
    switch (event.kind) {
      case 'chat':
        return send({ type: 'chat', message: event.message });
      case 'changed':
        return send({ type: 'changed' });
      case 'hello':
      case 'here':
      case 'bye':
      case 'signal':
        if (event.connection === connection) return;
        if (event.from === own) {
          // A newer socket of the same party (a reload, another tab) takes over this one.
          if (event.kind === 'hello') {
            send({ type: 'closed', reason: 'replaced' });
            close(SIGNAL_CLOSE_CODES.replaced, 'Joined from another window');
          }
          return;
        }
        if (event.kind === 'bye') {
          departed.add(event.connection);
          if (event.connection !== otherConnection) return;
          otherConnection = null;
          return send({ type: 'peer', present: false });
        }
        if (departed.has(event.connection)) return;
        // NOTIFYs sent from different connections may overtake each other, so a signal can come
        // before the 'here' of the socket that sent it: it says just as well who is there.
        if (event.connection !== otherConnection) {
          otherConnection = event.connection;
          send({ type: 'peer', present: true });
        }
        if (event.kind === 'signal') send({ type: 'signal', payload: event.payload });
        else if (event.kind === 'hello') void publish({ kind: 'here', from: own, connection });
        return;
    }
  };

  let windowStart = Date.now();
  let count = 0;
  socket.on('message', (data, isBinary) => {
    const now = Date.now();
    if (now - windowStart >= limits.windowMs) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    if (count > limits.messagesPerWindow)
      return close(SIGNAL_CLOSE_CODES.policy, 'Too many messages');
    if (isBinary) return close(SIGNAL_CLOSE_CODES.policy, 'Messages must be JSON text');
    let parsed: ReturnType<typeof clientSignal.safeParse>;
    try {
      parsed = clientSignal.safeParse(JSON.parse(String(data)));
    } catch {
      return close(SIGNAL_CLOSE_CODES.policy, 'Messages must be JSON text');
    }
    if (!parsed.success) return close(SIGNAL_CLOSE_CODES.policy, 'Not a signalling message');
    // Nobody to relay to yet: the other party's page starts negotiating when it joins.
    if (!otherConnection) return;
    void publish({ kind: 'signal', from: own, connection, payload: parsed.data.payload });
  });

  const unsubscribe = await bus.subscribe(channel, onEvent);
  const timer = setInterval(() => {
    socket.ping();
    renewPresence()
      // A database hiccup skips one renewal; the next check comes well before it lapses.
      .catch(() => {})
      .then(() => keeper.stillOpen())
      .then(
        (open) => {
          if (open) return;
          send({ type: 'closed', reason: 'ended' });
          close(SIGNAL_CLOSE_CODES.ended, 'This consultation has ended');
        },
        () => {},
      );
  }, limits.checkEveryMs);

  const finish = (code?: number) => {
    if (closed) return;
    closed = true;
    clearInterval(timer);
    // A socket that dropped (a reload, a network change) stays present until it lapses, so its
    // party can come back into a completed consultation's room; one closed on purpose is gone.
    const leaving =
      code === SIGNAL_CLOSE_CODES.left ? inOrder(() => keeper.left()) : Promise.resolve();
    // On shutdown the database may close first: there is then nobody left to tell.
    void leaving
      .then(() => publish({ kind: 'bye', from: own, connection }))
      .then(unsubscribe)
      .catch(() => {});
  };
  socket.on('close', finish);
  // The socket may have closed while the subscription was being set up.
  if (socket.readyState !== socket.OPEN) return finish();
  await renewPresence();
  await publish({ kind: 'hello', from: own, connection });
}
