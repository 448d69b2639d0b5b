import { describe, expect, it } from 'vitest';
import {
  allows,
  BOOKING_STATES,
  isActive,
  LISTED_BOOKING_STATES,
  nextState,
  wireFlags,
} from '../src/modules/bookings/booking-state.js';

describe('the booking state', () => {
  it('moves booked → paid → refunded, and booked → cancelled, and nowhere else', () => {
    expect(nextState('booked', 'pay')).toBe('paid');
    expect(nextState('booked', 'cancel')).toBe('cancelled');
    expect(nextState('paid', 'refund')).toBe('refunded');
    const allowed = BOOKING_STATES.flatMap((state) =>
      (['pay', 'cancel', 'refund'] as const)
        .filter((event) => allows(state, event))
        .map((event) => `${state}:${event}`),
    );
    expect(allowed).toEqual(['booked:pay', 'booked:cancel', 'paid:refund']);
  });

  it('refuses any other move with a 409 naming it', () => {
    expect(() => nextState('paid', 'cancel')).toThrow(
      expect.objectContaining({
        statusCode: 409,
        message: 'A booking that is paid cannot be cancelled',
      }),
    );
    expect(() => nextState('cancelled', 'pay')).toThrow(
      expect.objectContaining({ statusCode: 409 }),
    );
    expect(() => nextState('refunded', 'refund')).toThrow(
      expect.objectContaining({ statusCode: 409 }),
    );
  });

  it('derives the wire flags the product shows: Pay / Paid / Refunded, Active / Cancelled / Completed / Missed', () => {
    expect(BOOKING_STATES.map((state) => ({ state, ...wireFlags(state, false) }))).toEqual([
      { state: 'booked', status: 'active', paid: false, refunded: false },
      { state: 'paid', status: 'active', paid: true, refunded: false },
      { state: 'cancelled', status: 'cancelled', paid: false, refunded: false },
      { state: 'refunded', status: 'cancelled', paid: true, refunded: true },
      { state: 'completed', status: 'completed', paid: false, refunded: false },
      { state: 'no_show', status: 'no_show', paid: false, refunded: false },
      // Cancelled by the patient too late for a refund (REFUND_CUTOFF_HOURS): 'Not refunded'.
      { state: 'forfeited', status: 'cancelled', paid: true, refunded: false },
    ]);
    // A completed or missed consultation shows whether it had been paid.
    expect(wireFlags('completed', true).paid).toBe(true);
    expect(wireFlags('no_show', true).paid).toBe(true);
  });

  it('keeps the payment of a paid booking cancelled too late for a refund, and nothing after', () => {
    expect(nextState('paid', 'forfeit')).toBe('forfeited');
    expect(() => nextState('booked', 'forfeit')).toThrow(
      expect.objectContaining({ statusCode: 409 }),
    );
    expect(() => nextState('forfeited', 'refund')).toThrow(
      expect.objectContaining({ statusCode: 409 }),
    );
  });

  it('lets the doctor complete or mark missed an active booking, and nothing after', () => {
    expect(nextState('booked', 'miss')).toBe('no_show');
    expect(nextState('paid', 'complete')).toBe('completed');
    expect(() => nextState('cancelled', 'miss')).toThrow(
      expect.objectContaining({ statusCode: 409 }),
    );
    expect(() => nextState('no_show', 'complete')).toThrow(
      expect.objectContaining({ statusCode: 409 }),
    );
  });

  it('holds a slot exactly while the booking is active, and lists all but unpaid cancelled ones', () => {
    expect(BOOKING_STATES.filter(isActive)).toEqual(
      BOOKING_STATES.filter((state) => wireFlags(state, false).status === 'active'),
    );
    expect(LISTED_BOOKING_STATES).toEqual([
      'booked',
      'paid',
      'refunded',
      'completed',
      'no_show',
      'forfeited',
    ]);
  });
});
