import type { BookingKind } from '@sustho/contracts';
import { clinicInstant } from '../../lib/clinic-time.js';
import { isActive, type BookingState } from '../bookings/index.js';

/** When rooms open and close (docs/product/consultation.md §2): CONSULTATION_EARLY_JOIN_MINUTES and CONSULTATION_LATE_MINUTES. */
export interface RoomHours {
  timeZone: string;
  earlyJoinMinutes: number;
  lateMinutes: number;
  /** ON_DEMAND_ROOM_MINUTES: how long Consult now's room stays open from its doctor's 'Accept'. */
  onDemandRoomMinutes: number;
}

interface BookedSlot {
  kind: BookingKind;
  appointmentDate: string;
  slotStart: string;
  slotEnd: string;
  state: BookingState;
}

/** The instants a booking's room opens and closes, around its slot on the clinic's clock. */
export function roomWindow(booking: BookedSlot, hours: RoomHours) {
  const startsAt = clinicInstant(booking.appointmentDate, booking.slotStart, hours.timeZone);
  // Consult now starts when its doctor accepts: its room is open from then, for its own time.
  if (booking.kind === 'on_demand')
    return {
      startsAt,
      opensAt: startsAt,
      closesAt: new Date(startsAt.getTime() + hours.onDemandRoomMinutes * 60_000),
    };
  const endsAt = clinicInstant(booking.appointmentDate, booking.slotEnd, hours.timeZone);
  return {
    startsAt,
    opensAt: new Date(startsAt.getTime() - hours.earlyJoinMinutes * 60_000),
    closesAt: new Date(endsAt.getTime() + hours.lateMinutes * 60_000),
  };
}

/**
 * Whether the room is open at `now`: inside its window, for a booking still active. A completed
 * consultation (and a cancelled or missed booking) closes it at once. Payment is a separate gate
 * (room-access.ts): an unpaid booking's room is open, and its patient is asked to pay.
 */
export function isRoomOpen(booking: BookedSlot, hours: RoomHours, now: Date): boolean {
  if (!isActive(booking.state)) return false;
  const { opensAt, closesAt } = roomWindow(booking, hours);
  return opensAt <= now && now < closesAt;
}
