import type { ChatMessage, ConsultationRole, SignalPayload } from '@sustho/contracts';

/**
 * What the API processes tell each other about a room, over the bus (lib/bus.ts). Each socket is
 * one `connection` (a random id): `hello` when it opens (the other party's sockets answer `here`,
 * so whoever came second learns the first is there), `bye` when it closes, `signal` to relay to
 * the other party. `chat` and `changed` (the room's state changed: a prescription was issued) go
 * to everyone in the room.
 */
export type RoomEvent =
  | { kind: 'hello' | 'here' | 'bye'; from: ConsultationRole; connection: string }
  | { kind: 'signal'; from: ConsultationRole; connection: string; payload: SignalPayload }
  | { kind: 'chat'; message: ChatMessage }
  | { kind: 'changed' };

/** One channel per room; a PostgreSQL channel name is an identifier of at most 63 characters. */
export const roomChannel = (bookingId: string) => `consultation_${bookingId.replaceAll('-', '')}`;
