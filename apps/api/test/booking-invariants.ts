import { and, count, eq, gt, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../src/db/client.js';
import { bookings, holdsSlot } from '../src/db/schema.js';

/**
 * Active bookings that break a double-booking rule: a doctor or a patient held at overlapping
 * times, or a patient holding two bookings of one treatment on one day. Every list must be empty,
 * whatever load the API was under.
 */
export async function doubleBookings(db: Database) {
  const other = alias(bookings, 'other');
  const overlapping = (who: 'doctorId' | 'userId') =>
    db
      .select({ id: bookings.id, other: other.id })
      .from(bookings)
      .innerJoin(
        other,
        and(
          eq(other[who], bookings[who]),
          lt(bookings.id, other.id),
          eq(other.appointmentDate, bookings.appointmentDate),
          lt(other.slotStart, bookings.slotEnd),
          gt(other.slotEnd, bookings.slotStart),
          holdsSlot(other.state),
        ),
      )
      .where(holdsSlot(bookings.state));
  return {
    doctorsHeldTwice: await overlapping('doctorId'),
    patientsHeldTwice: await overlapping('userId'),
    patientDaysHeldTwice: await db
      .select({ count: count() })
      .from(bookings)
      .where(holdsSlot(bookings.state))
      .groupBy(bookings.treatmentId, bookings.appointmentDate, bookings.email)
      .having(gt(count(), 1)),
  };
}
