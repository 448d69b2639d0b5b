import type { CoveringPlan, Currency } from '@sustho/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';
import { bookings } from '../../db/schema.js';
import { isOneOf } from '../../db/schema/columns.js';
import { heldPatientSql } from '../family/index.js';
import { ACTIVE_BOOKING_STATES } from './booking-state.js';

/**
 * Consult now's bookings (services.md §3, decision 046): written without a doctor or slot, given
 * both when a doctor accepts, and back without them when that doctor drops. The on-demand module
 * makes these changes through here; bookings owns the table.
 */
export interface NewOnDemandBooking {
  id: string;
  treatmentId: string;
  userId: string;
  patientId: string;
  patientName: string;
  email: string;
  phone: string | null;
  priceCents: number;
  currency: Currency;
  /** The plan that made it free, if one did (services.md §4). */
  coveredBy: CoveringPlan | null;
}

/**
 * Writes an on-demand booking for a patient the account still holds (its row held, as the
 * one-statement booking does, so removing the member waits or is waited for); false when the
 * patient is gone.
 */
export async function insertOnDemandBooking(tx: Executor, values: NewOnDemandBooking) {
  const held = await tx.execute(heldPatientSql(values.userId, values.patientId));
  if (rowsOf(held).length === 0) return false;
  await tx.insert(bookings).values({ ...values, kind: 'on_demand' });
  return true;
}

/**
 * Gives an active on-demand booking its doctor and a slot starting now (decision 046). The
 * database refuses an overlap with the doctor's other bookings (bookings_doctor_free) or the
 * patient's (bookings_patient_free). False when it is no longer active and waiting for a doctor.
 */
export async function assignOnDemandSlot(
  tx: Executor,
  bookingId: string,
  slot: { doctorId: string; day: string; start: string; end: string },
) {
  const moved = await tx
    .update(bookings)
    .set({
      doctorId: slot.doctorId,
      appointmentDate: slot.day,
      slotStart: slot.start,
      slotEnd: slot.end,
    })
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.kind, 'on_demand'),
        isNull(bookings.doctorId),
        isOneOf(bookings.state, ACTIVE_BOOKING_STATES),
      ),
    )
    .returning({ id: bookings.id });
  return moved.length === 1;
}

/** Takes the doctor and slot back from an active on-demand booking whose doctor dropped. */
export async function clearOnDemandSlot(tx: Executor, bookingId: string) {
  const moved = await tx
    .update(bookings)
    .set({ doctorId: null, appointmentDate: null, slotStart: null, slotEnd: null })
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.kind, 'on_demand'),
        isOneOf(bookings.state, ACTIVE_BOOKING_STATES),
        sql`${bookings.doctorId} is not null`,
      ),
    )
    .returning({ id: bookings.id });
  return moved.length === 1;
}
