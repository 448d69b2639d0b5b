import type { DatabaseHandle } from '../src/db/client.js';
import { bookings, holdsSlot } from '../src/db/schema.js';
import { doubleBookings } from '../test/booking-invariants.js';

/**
 * Every acknowledged booking stored, and no doctor or patient booked twice at once, nor a
 * patient-day held twice. A run that ends cuts off requests in flight, so a few more bookings may
 * be stored than were acknowledged.
 */
export async function checkBookings(handle: DatabaseHandle, acknowledged: string[]) {
  const stored = new Set(
    (
      await handle.db.select({ id: bookings.id }).from(bookings).where(holdsSlot(bookings.state))
    ).map((row) => row.id),
  );
  const missing = acknowledged.filter((id) => !stored.has(id)).length;
  const doubled = await doubleBookings(handle.db);
  const twice =
    doubled.doctorsHeldTwice.length +
    doubled.patientsHeldTwice.length +
    doubled.patientDaysHeldTwice.length;
  console.log(
    `  ${acknowledged.length} bookings acknowledged, ${stored.size} stored, ${missing} missing, ${twice} doctors, patients or patient-days held twice`,
  );
  if (missing > 0 || twice > 0)
    throw new Error('Acknowledged bookings are missing, or someone is booked twice at once');
}
