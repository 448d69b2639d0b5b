import type { PatientsOf } from '../../db/patients-of.js';
import type { Executor } from '../../db/client.js';
import type { BookingSubscriber } from '../bookings/index.js';
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
export function isHeldForAnother(tx: Executor, slot: DoctorSlot, patientId: string) {
  return waitlistRepository(tx).heldForAnother(slot, patientId);
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
    inTransaction: (tx, booking) => waitlistRepository(tx).settle(booking),
  },
  freed: { inTransaction: releaseSlotToWaitlist },
};

/**
 * A deleted account, or a removed family member, leaves every waitlist (its entries are personal
 * data); its holds go to the next patient.
 */
export async function leaveEveryWaitlist(tx: Executor, of: PatientsOf): Promise<void> {
  const left = await waitlistRepository(tx).deleteAllOf(of);
  for (const entry of left.filter((row) => row.state === 'offered'))
    await releaseSlotToWaitlist(tx, entry);
}
