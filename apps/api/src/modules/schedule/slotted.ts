/** Where a booking sits on a doctor's day. */
export interface Slot {
  appointmentDate: string;
  slotStart: string;
  slotEnd: string;
}

interface MaybeSlotted {
  appointmentDate: string | null;
  slotStart: string | null;
  slotEnd: string | null;
}

/**
 * Whether a booking holds a slot. A booking of a doctor always does (the database keeps a doctor,
 * a day and a slot together: all set or all null), so every row read by the doctor passes; an
 * on-demand booking not yet accepted has none and belongs on nobody's day.
 */
export const hasSlot = <T extends MaybeSlotted>(row: T): row is T & Slot =>
  row.appointmentDate !== null && row.slotStart !== null && row.slotEnd !== null;
