import {
  AGENDA_UPCOMING_LIMIT,
  minutesOf,
  timeRangeLabel,
  type Agenda,
  type AgendaEntry,
} from '@sustho/contracts';
import type { Database } from '../../db/client.js';
import { clinicNow } from '../../lib/clinic-time.js';
import { clock } from '../../lib/clock.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../auth/index.js';
import { wireFlags, bookingsRepository, type DoctorBookingView } from '../bookings/index.js';
import { isRoomOpen, type RoomHours } from '../consultations/index.js';
import { accountDoctor } from './service.js';
import { scheduleRepository } from './repository.js';
import { hasSlot, type Slot } from './slotted.js';

type ClinicNow = ReturnType<typeof clinicNow>;

/** Whether a slot has started on the clinic's clock. */
const hasStarted = (day: string, slotStart: string, now: ClinicNow) =>
  day < now.today || (day === now.today && minutesOf(slotStart) <= now.minutes);

function agendaEntry(
  row: DoctorBookingView & Slot,
  now: ClinicNow,
  roomHours: RoomHours,
  instant: Date,
): AgendaEntry {
  const { status, paid } = wireFlags(row.state, row.hasPayment);
  return {
    bookingId: row.id,
    date: row.appointmentDate,
    slot: timeRangeLabel(row.slotStart, row.slotEnd),
    patientName: row.patientName,
    treatmentName: row.treatmentName,
    kind: row.kind,
    paid,
    status,
    started: hasStarted(row.appointmentDate, row.slotStart, now),
    roomOpen: isRoomOpen(row, roomHours, instant),
  };
}

/** A doctor's day (My Agenda, docs/product/doctors.md §6) and the doctor's word that a patient did not come. */
export function agendaService(db: Database, roomHours: RoomHours) {
  const { timeZone } = roomHours;
  return {
    async agenda(actor: AuthUser, day: string | undefined): Promise<Agenda> {
      const doctor = await accountDoctor(db, actor.id);
      const instant = clock.now();
      const now = clinicNow(instant, timeZone);
      const date = day ?? now.today;
      const bookings = bookingsRepository(db);
      const dayRows = await bookings.listForDoctorDay(doctor.id, date);
      // No slot starts after 24:00, so this asks for the active bookings of the days after today.
      const upcomingRows = await bookings.listUpcomingForDoctor(
        doctor.id,
        now.today,
        '24:00',
        AGENDA_UPCOMING_LIMIT,
      );
      return {
        date,
        bookings: dayRows.filter(hasSlot).map((row) => agendaEntry(row, now, roomHours, instant)),
        upcoming: upcomingRows
          .filter(hasSlot)
          .map((row) => agendaEntry(row, now, roomHours, instant)),
      };
    },

    /**
     * Marks a booking missed: only its own doctor may, and only once its slot has started (before
     * that the patient may still come). The booking's lock keeps a payment or cancellation from
     * crossing; booking-state.ts refuses a booking that is no longer active.
     */
    async markNoShow(actor: AuthUser, bookingId: string) {
      return db.transaction(async (tx) => {
        const bookings = bookingsRepository(tx);
        const booking = await bookings.lock(bookingId);
        const slot = await bookings.findSlot(bookingId);
        if (!booking || !slot) throw notFound('No booking has this id');
        const doctor = await scheduleRepository(tx).findDoctorByUser(actor.id);
        const { doctorId, appointmentDate, slotStart } = slot;
        // An on-demand booking no doctor has accepted has no doctor (and no slot): nobody's to mark.
        if (!doctor || doctor.id !== doctorId || appointmentDate === null || slotStart === null)
          throw forbidden('Only the doctor of this booking can mark it missed');
        if (!hasStarted(appointmentDate, slotStart, clinicNow(clock.now(), timeZone)))
          throw conflict('A booking can be marked missed only after it has started');
        const { to: state } = await bookings.transition(booking, 'miss');
        return { bookingId: booking.id, status: wireFlags(state, false).status };
      });
    },
  };
}

export type AgendaService = ReturnType<typeof agendaService>;
