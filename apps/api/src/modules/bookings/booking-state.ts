import type { Booking } from '@sustho/contracts';
import { conflict } from '../../lib/errors.js';

/**
 * The one owner of a booking's state. The database keeps it in one column (bookings.state, with
 * a check constraint and the partial unique indexes built from the lists below); every change goes
 * through `nextState`, and the wire flags `status`, `paid` and `refunded` are derived here.
 *
 *   booked --pay--> paid --refund--> refunded
 *   booked --cancel--> cancelled
 *   paid --forfeit--> forfeited               (the patient cancelled too late for a refund)
 *   booked or paid --complete--> completed    (the doctor completed the consultation)
 *   booked or paid --miss--> no_show          (the doctor marked it after its start)
 */
export const BOOKING_STATES = [
  'booked',
  'paid',
  'cancelled',
  'refunded',
  'completed',
  'no_show',
  'forfeited',
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** The states that hold their slot: only these count in the double-booking indexes. */
export const ACTIVE_BOOKING_STATES = ['booked', 'paid'] as const satisfies BookingState[];

/** The states that ended the booking early; such a booking carries the time it was cancelled. */
export const CANCELLED_BOOKING_STATES = [
  'cancelled',
  'refunded',
  'forfeited',
] as const satisfies BookingState[];

/**
 * The states of a follow-up that use up its consultation's one follow-up (services.md §3): every
 * state but a cancelled one, so cancelling a follow-up frees it again.
 */
export const FOLLOW_UP_TAKEN_STATES = [
  ...ACTIVE_BOOKING_STATES,
  'completed',
  'no_show',
] as const satisfies BookingState[];

/**
 * What can happen to a booking: it is paid, cancelled unpaid, cancelled with a full refund,
 * cancelled paid without a refund (REFUND_CUTOFF_HOURS, change-policy.ts), completed by its
 * doctor, or marked missed by its doctor.
 */
export type BookingEvent = 'pay' | 'cancel' | 'refund' | 'forfeit' | 'complete' | 'miss';

const TRANSITIONS: Record<BookingState, Partial<Record<BookingEvent, BookingState>>> = {
  booked: { pay: 'paid', cancel: 'cancelled', complete: 'completed', miss: 'no_show' },
  paid: { refund: 'refunded', forfeit: 'forfeited', complete: 'completed', miss: 'no_show' },
  cancelled: {},
  refunded: {},
  completed: {},
  no_show: {},
  forfeited: {},
};

/**
 * The wire's `status` and `refunded` for each state. `paid` is a fact of its own (a payment was
 * taken, see `wireFlags`), since a completed or missed consultation may have been paid or not.
 */
const WIRE_STATUS: Record<BookingState, Pick<Booking, 'status' | 'refunded'>> = {
  booked: { status: 'active', refunded: false },
  paid: { status: 'active', refunded: false },
  cancelled: { status: 'cancelled', refunded: false },
  refunded: { status: 'cancelled', refunded: true },
  completed: { status: 'completed', refunded: false },
  no_show: { status: 'no_show', refunded: false },
  forfeited: { status: 'cancelled', refunded: false },
};

const PAST_TENSE: Record<BookingEvent, string> = {
  pay: 'paid',
  cancel: 'cancelled',
  refund: 'refunded',
  forfeit: 'cancelled without a refund',
  complete: 'completed',
  miss: 'marked missed',
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

/** Whether a payment was taken for a booking in this state: paid, and refunded later; for a
 * completed or missed booking the payment record tells (`hasPayment`). */
const PAID_BY_STATE: Record<BookingState, boolean | 'by payment'> = {
  booked: false,
  paid: true,
  cancelled: false,
  refunded: true,
  completed: 'by payment',
  no_show: 'by payment',
  forfeited: true,
};

/** The booking's `status`, `paid` and `refunded` as the API shows them (docs/product/bookings.md §5). */
export function wireFlags(
  state: BookingState,
  hasPayment: boolean,
): Pick<Booking, 'status' | 'paid' | 'refunded'> {
  const paid = PAID_BY_STATE[state];
  return { ...WIRE_STATUS[state], paid: paid === 'by payment' ? hasPayment : paid };
}

/**
 * What My Appointments lists: every booking but one cancelled unpaid (a refunded booking shows its
 * refund, a completed or missed one its outcome).
 */
export const LISTED_BOOKING_STATES = BOOKING_STATES.filter((state) => state !== 'cancelled');
