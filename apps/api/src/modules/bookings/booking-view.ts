import { formatWireDate, fromMinorUnits, slotLabel, type Booking } from '@sustho/contracts';
import { clinicInstant, clinicNow } from '../../lib/clinic-time.js';
import { clock } from '../../lib/clock.js';
import { forbidden } from '../../lib/errors.js';
import type { AuthUser } from '../auth/index.js';
import type { BookingSettings } from './booking-context.js';
import { wireFlags } from './booking-state.js';
import { followUpUntil } from './follow-up.js';
import { hasSlot } from './slot-of.js';
import { refundsOnCancel, rescheduleRefusal } from './change-policy.js';
import type { BookingView } from './repository.js';

/** The instant a booking starts, on the clinic's clock. */
export const startOf = (
  booking: { appointmentDate: string; slotStart: string },
  timeZone: string,
) => clinicInstant(booking.appointmentDate, booking.slotStart.slice(0, 5), timeZone);

/** The booking as the API shows it, with what its patient may do with it now. */
export function toBooking(row: BookingView, settings: BookingSettings): Booking {
  const now = clock.now();
  // An on-demand request no doctor has accepted yet: it cannot be moved, and cancelling refunds it.
  if (!hasSlot(row))
    return {
      ...wireBooking(row),
      appointmentDate: null,
      slot: null,
      roomOpen: false,
      followUpUntil: null,
      reschedulable: false,
      refundOnCancel: true,
    };
  const startsAt = startOf(row, settings.timeZone);
  const { today } = clinicNow(now, settings.timeZone);
  return {
    ...wireBooking(row),
    appointmentDate: formatWireDate(row.appointmentDate),
    slot: slotLabel(row.slotStart),
    roomOpen: settings.roomOpen(row, now),
    followUpUntil: followUpUntil(row, today, settings.followUpDays),
    reschedulable: rescheduleRefusal({ ...row, startsAt }, now, settings.changes) === null,
    refundOnCancel: refundsOnCancel('patient', startsAt, now, settings.changes),
  };
}

/** Paid and refunded, with what was given back: a refund is always the whole price. */
function refundOf(row: BookingView) {
  const flags = wireFlags(row.state, row.hasPayment);
  return { ...flags, refundedAmount: flags.refunded ? fromMinorUnits(row.priceCents) : 0 };
}

/** What every booking shows, with a slot or without. */
const wireBooking = (row: BookingView) => ({
  _id: row.id,
  kind: row.kind,
  treatmentName: row.treatmentName,
  doctorId: row.doctorId,
  doctorName: row.doctorName,
  patientId: row.patientId,
  patientName: row.patientName,
  // A deleted patient's bookings keep no contact details.
  email: row.email ?? '',
  phone: row.phone ?? '',
  price: fromMinorUnits(row.priceCents),
  currency: row.currency,
  ...refundOf(row),
  coveredBy: row.coveredBy,
  // Only while it matters: the booking is active and still unpaid.
  payBy: row.state === 'booked' && row.payBy ? row.payBy.toISOString() : null,
  followUpOf: row.followUpOf,
});

export function assertOwnerOrAdmin(caller: AuthUser, booking: { userId: string | null }) {
  if (caller.role !== 'admin' && booking.userId !== caller.id) {
    throw forbidden('This booking belongs to another patient');
  }
}
