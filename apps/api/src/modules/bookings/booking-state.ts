import type { Booking } from '@sustho/contracts';
import { conflict } from '../../lib/errors.js';

/**
 * The one owner of a booking's state. The database keeps it in one column (bookings.state, with
 * a check constraint and the partial unique indexes built from the lists below); every change goes
 * through `nextState`, and the wire flags `status`, `paid` and `refunded` are derived here.
 *
 *   booked --pay--> paid --refund--> refunded
 *   booked --cancel--> cancelled
 */
export const BOOKING_STATES = ['booked', 'paid', 'cancelled', 'refunded'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** The states that hold their slot: only these count in the double-booking indexes. */
export const ACTIVE_BOOKING_STATES = ['booked', 'paid'] as const satisfies BookingState[];

/** The states that ended the booking early; such a booking carries the time it was cancelled. */
export const CANCELLED_BOOKING_STATES = ['cancelled', 'refunded'] as const satisfies BookingState[];

/** What can happen to a booking: it is paid, cancelled unpaid, or cancelled with a full refund. */
export type BookingEvent = 'pay' | 'cancel' | 'refund';

const TRANSITIONS: Record<BookingState, Partial<Record<BookingEvent, BookingState>>> = {
  booked: { pay: 'paid', cancel: 'cancelled' },
  paid: { refund: 'refunded' },
  cancelled: {},
  refunded: {},
};

const WIRE_FLAGS: Record<BookingState, Pick<Booking, 'status' | 'paid' | 'refunded'>> = {
  booked: { status: 'active', paid: false, refunded: false },
  paid: { status: 'active', paid: true, refunded: false },
  cancelled: { status: 'cancelled', paid: false, refunded: false },
  refunded: { status: 'cancelled', paid: true, refunded: true },
};

const PAST_TENSE: Record<BookingEvent, string> = {
  pay: 'paid',
  cancel: 'cancelled',
  refund: 'refunded',
};

/** Whether the event may happen to a booking in this state. */
export const allows = (state: BookingState, event: BookingEvent) =>
  TRANSITIONS[state][event] !== undefined;

/** The state a booking moves to on the event; a 409 when the event cannot happen in its state. */
export function nextState(state: BookingState, event: BookingEvent): BookingState {
  const next = TRANSITIONS[state][event];
  if (!next) throw conflict(`A booking that is ${state} cannot be ${PAST_TENSE[event]}`);
  return next;
}

/** Whether the booking still holds its slot. */
export const isActive = (state: BookingState) =>
  (ACTIVE_BOOKING_STATES as readonly BookingState[]).includes(state);

/** Whether the booking was cancelled (and so has a cancellation time). */
export const isCancelled = (state: BookingState) =>
  (CANCELLED_BOOKING_STATES as readonly BookingState[]).includes(state);

/** The booking's `status`, `paid` and `refunded` as the API shows them (care.md §2 and §5). */
export const wireFlags = (state: BookingState) => WIRE_FLAGS[state];

/** What My Appointments lists: bookings still active, and paid ones (a refunded booking shows its refund). */
export const LISTED_BOOKING_STATES = BOOKING_STATES.filter(
  (state) => WIRE_FLAGS[state].status === 'active' || WIRE_FLAGS[state].paid,
);
