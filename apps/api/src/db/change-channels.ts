/**
 * What the database announces through NOTIFY (migration 0015's triggers, decision 028), read in
 * one place: the channels and what their payloads say changed.
 */
export const BOOKING_CHANGES = 'booking_changes';
export const SIGN_IN_CHANGES = 'sign_in_changes';
/**
 * A process's own barrier (lib/change-barrier.ts): sent by the process itself, or by the bookings
 * trigger after a booking's own announcements when the `sustho.barrier` setting of the session
 * that changed it names one (decision 038).
 */
export const CHANGE_BARRIER = 'change_barrier';
export const BARRIER_SETTING = 'sustho.barrier';

export type Change =
  /** Any day's free slots, and any account's bookings, may have changed. */
  | { kind: 'all' }
  /** That day's free slots may have changed. */
  | { kind: 'day'; day: string }
  /** That account's bookings or their payments changed. */
  | { kind: 'account'; id: string }
  /** That session ended or changed. */
  | { kind: 'session'; id: string }
  /** That account changed or went. */
  | { kind: 'user'; id: string };

const KINDS = new Set(['day', 'account', 'session', 'user']);

/** The change a payload announces; anything unreadable counts as 'all', to be safe. */
export function changeOf(payload: string): Change {
  const colon = payload.indexOf(':');
  const kind = payload.slice(0, colon);
  if (colon < 0 || !KINDS.has(kind)) return { kind: 'all' };
  const value = payload.slice(colon + 1);
  return kind === 'day'
    ? { kind: 'day', day: value }
    : { kind: kind as 'account' | 'session' | 'user', id: value };
}
