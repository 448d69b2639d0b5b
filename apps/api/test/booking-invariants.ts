import { count, gt } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../src/db/client.js';
import { bookings, holdsSlot } from '../src/db/schema.js';

/**
 * Active bookings that break a double-booking rule: a slot held twice, or a patient holding two
 * bookings of one treatment on one day. Both lists must be empty, whatever load the API was under.
 */
export async function doubleBookings(db: Database) {
  const heldTwice = (columns: PgColumn[]) =>
    db
      .select({ count: count() })
      .from(bookings)
      .where(holdsSlot(bookings.state))
      .groupBy(...columns)
      .having(gt(count(), 1));
  return {
    slotsHeldTwice: await heldTwice([
      bookings.treatmentId,
      bookings.appointmentDate,
      bookings.slotStart,
    ]),
    patientDaysHeldTwice: await heldTwice([
      bookings.treatmentId,
      bookings.appointmentDate,
      bookings.email,
    ]),
  };
}
