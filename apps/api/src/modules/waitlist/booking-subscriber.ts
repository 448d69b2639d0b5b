import type { Executor } from '../../db/client.js';
import type { BookingSubscriber } from '../bookings/hooks.js';
import { releaseSlotToWaitlist } from './slot-freed.js';
import {
  heldForAnotherSql,
  settleWaitlistSql,
  waitlistRepository,
  type DoctorSlot,
} from './repository.js';

/**
 * What booking asks the waitlist, inside its transaction and after it holds the doctor's row (the
 * lock the offer job takes too, so an offer and a booking of one doctor never cross): whether the
 * slot is held for another patient. The holder may book it; nobody else can while the hold lasts.
 */
export function isHeldForAnother(tx: Executor, slot: DoctorSlot, userId: string) {
  return waitlistRepository(tx).heldForAnother(slot, userId);
}

/**
 * After the booking is written: the patient's waiting or offered entries for that treatment and
 * day are booked. A hold of a different slot than the one booked is let go to the next patient.
 */
export async function settleWaitlistOnBooking(
  tx: Executor,
  booking: { id: string; userId: string; treatmentId: string; slot: DoctorSlot },
): Promise<void> {
  const entries = await waitlistRepository(tx).markBooked(
    booking.userId,
    booking.treatmentId,
    booking.slot.day,
    booking.id,
  );
  const heldElsewhere = entries.some(
    (entry) =>
      entry.state === 'offered' &&
      (entry.doctorId !== booking.slot.doctorId ||
        entry.slotStart?.slice(0, 5) !== booking.slot.start.slice(0, 5)),
  );
  if (heldElsewhere)
    await releaseSlotToWaitlist(tx, { treatmentId: booking.treatmentId, day: booking.slot.day });
}

/**
 * The waitlist's part in what happens to bookings: a slot held for another patient is refused, a
 * booking (made in one statement, or moved to a slot) settles its patient's entries for that
 * day, and a freed slot is offered to the treatment-day's waitlist (decision 026).
 */
export const waitlistSubscriber: BookingSubscriber = {
  slotRefused: { sqlFragment: heldForAnotherSql, inTransaction: isHeldForAnother },
  booked: {
    sqlFragments: (booking, booked) => [settleWaitlistSql(booking, booked)],
  },
  moved: {
    async inTransaction(tx, booking) {
      if (booking.userId) await settleWaitlistOnBooking(tx, { ...booking, userId: booking.userId });
    },
  },
  freed: { inTransaction: releaseSlotToWaitlist },
};

/** An account deleted leaves every waitlist (its entries are personal data); its holds go to the next patient. */
export async function leaveEveryWaitlist(tx: Executor, userId: string): Promise<void> {
  const left = await waitlistRepository(tx).deleteAllOf(userId);
  for (const entry of left.filter((row) => row.state === 'offered'))
    await releaseSlotToWaitlist(tx, entry);
}
