import { conflict } from '../../lib/errors.js';

interface MaybeSlotted {
  appointmentDate: string | null;
  slotStart: string | null;
  slotEnd: string | null;
}

/** A booking's fields once it has a day and a slot. */
export type Slotted<T extends MaybeSlotted> = T & {
  appointmentDate: string;
  slotStart: string;
  slotEnd: string;
};

/**
 * Whether the booking has its doctor, day and slot: every scheduled booking does, and an on-demand
 * one from the moment a doctor accepts it (services.md §3, decision 046).
 */
export const hasSlot = <T extends MaybeSlotted>(booking: T): booking is Slotted<T> =>
  booking.appointmentDate !== null && booking.slotStart !== null && booking.slotEnd !== null;

/**
 * The booking with its slot, for what only a booking with a slot can do (move it, file its
 * calendar, remind of it); an on-demand request still waiting for a doctor is refused with a 409.
 */
export function withSlot<T extends MaybeSlotted>(booking: T): Slotted<T> {
  if (!hasSlot(booking)) throw conflict('This consultation has no doctor or time yet');
  return booking;
}
