import type { ConsultationRole, RoomStatus } from '@sustho/contracts';
import type { Executor } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../auth/index.js';
import { isActive, wireFlags } from '../bookings/index.js';
import { consultationsRepository, type RoomBooking } from './repository.js';
import { roomWindow, type RoomHours } from './room-window.js';

export interface Room {
  booking: RoomBooking;
  role: ConsultationRole;
  status: RoomStatus;
  window: ReturnType<typeof roomWindow>;
}

const NO_ROOM = 'No consultation has this id';

/** The status code and stable name of each refusal to enter, so the page can tell them apart. */
export const roomClosed = (message: string) => new AppError(409, message, 'room_closed');
/** The patient is asked to pay; the doctor, who cannot, is told whose payment the room waits for. */
export const paymentRequired = (role: ConsultationRole) =>
  new AppError(
    402,
    role === 'patient'
      ? 'Please pay for this appointment to join'
      : "Waiting for the patient's payment",
    'payment_required',
  );

function statusOf(booking: RoomBooking, window: Room['window'], now: Date): RoomStatus {
  if (now >= window.closesAt) return 'ended';
  // Completing the consultation (issuing a prescription does) does not hang up: the room stays
  // open while either party is still in it (decision 034).
  if (booking.state === 'completed')
    return booking.occupied && now >= window.opensAt ? 'open' : 'ended';
  if (!isActive(booking.state)) return 'ended';
  if (now < window.opensAt) return 'upcoming';
  if (booking.priceCents > 0 && !wireFlags(booking.state, booking.hasPayment).paid) return 'unpaid';
  return 'open';
}

/**
 * The one rule of who may be in a consultation room (docs/product/consultation.md §1), which every consultation route
 * and the signalling WebSocket call. `roomOf` says whose room it is and where it stands: only the
 * booking's patient and its doctor get an answer, and anyone else gets the same 404 as an unknown
 * id, so a booking's existence does not leak. `enter` also requires the room to be open and a
 * priced booking to be paid. A completed consultation's room stays open while a party is in it.
 */
export function roomAccess(db: Executor, hours: RoomHours) {
  async function roomOf(caller: AuthUser, bookingId: string): Promise<Room> {
    const now = clock.now();
    const booking = await consultationsRepository(db).findBooking(bookingId, now);
    if (!booking) throw notFound(NO_ROOM);
    const role: ConsultationRole | null =
      booking.patientUserId === caller.id
        ? 'patient'
        : booking.doctorUserId === caller.id
          ? 'doctor'
          : null;
    if (!role) throw notFound(NO_ROOM);
    const window = roomWindow(booking, hours);
    return { booking, role, window, status: statusOf(booking, window, now) };
  }

  return {
    roomOf,

    async enter(caller: AuthUser, bookingId: string): Promise<Room> {
      const room = await roomOf(caller, bookingId);
      switch (room.status) {
        case 'upcoming':
          throw roomClosed(`This consultation room opens at ${room.window.opensAt.toISOString()}`);
        case 'ended':
          throw roomClosed('This consultation has ended');
        case 'unpaid':
          throw paymentRequired(room.role);
        case 'open':
          return room;
      }
    },
  };
}

export type RoomAccess = ReturnType<typeof roomAccess>;
