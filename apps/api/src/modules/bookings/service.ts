import { randomUUID } from 'node:crypto';
import {
  formatWireDate,
  minutesOf,
  slotLabel,
  type Booking,
  type BookingDetail,
  type BookingRequest,
  type BookingResult,
  fromMinorUnits,
} from '@sustho/contracts';
import type { Database } from '../../db/client.js';
import { clinicNow } from '../../lib/clinic-time.js';
import type { ChangeBarrier } from '../../lib/change-barrier.js';
import { clock } from '../../lib/clock.js';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { isDeadlock, violatedUniqueConstraint } from '../../lib/constraint-violations.js';
import type { AuthUser } from '../auth/access-token.js';
import { recordAudit } from '../audit/record.js';
import type { CatalogService } from '../catalog/service.js';
import { mailJob } from '../mail/outbox.js';
import type { PaymentsService } from '../payments/service.js';
import { reminderJobs, type ReminderSettings } from '../reminders/reminders.js';
import { usersRepository } from '../users/repository.js';
import { isRoomOpen, type RoomHours } from '../consultations/room-window.js';
import { allows, isActive, wireFlags } from './booking-state.js';
import { confirmationEmail } from './confirmation-email.js';
import {
  bookingsRepository as repository,
  type BookingView,
  type SlotOffer,
} from './repository.js';

export interface BookingSettings {
  timeZone: string;
  horizonDays: number;
  /** The app's public origin, for the links in the confirmation e-mail. */
  publicUrl: string;
  /** When consultation rooms open and close, for each booking's `roomOpen`. */
  roomHours: RoomHours;
  /** When and how the booking's reminders go out. */
  reminders: ReminderSettings;
}

/** DELETE /booking/:id's answer. */
type DeletedCount = { deletedCount: number };

const toBooking = (row: BookingView, roomHours: RoomHours): Booking => ({
  _id: row.id,
  appointmentDate: formatWireDate(row.appointmentDate),
  treatmentName: row.treatmentName,
  doctorId: row.doctorId,
  doctorName: row.doctorName,
  patientName: row.patientName,
  slot: slotLabel(row.slotStart),
  // A deleted patient's bookings keep no contact details.
  email: row.email ?? '',
  phone: row.phone ?? '',
  price: fromMinorUnits(row.priceCents),
  currency: row.currency,
  ...wireFlags(row.state, row.hasPayment),
  roomOpen: isRoomOpen(row, roomHours, clock.now()),
});

/** 'HH:MM' plus some minutes, for a slot's end. */
function addMinutes(start: string, minutes: number): string {
  const total = minutesOf(start) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function assertOwnerOrAdmin(caller: AuthUser, booking: { userId: string | null }) {
  if (caller.role !== 'admin' && booking.userId !== caller.id) {
    throw forbidden('This booking belongs to another patient');
  }
}

/**
 * What booking `input` with `doctor` writes: the booking row (its id made here, so the e-mail and
 * reminders that name it go in with it), its confirmation e-mail and its reminders as jobs.
 */
export function newBooking(
  caller: Pick<AuthUser, 'id' | 'email' | 'language'>,
  input: BookingRequest,
  treatment: SlotOffer['treatment'],
  doctor: SlotOffer['doctors'][number],
  settings: BookingSettings,
) {
  const id = randomUUID();
  const slotEnd = addMinutes(input.slot, treatment.slotMinutes);
  const email = confirmationEmail(
    {
      id,
      to: caller.email,
      language: caller.language,
      patientName: input.patientName,
      treatmentName: treatment.name,
      doctorName: doctor.name,
      day: input.appointmentDate,
      slotStart: input.slot,
      slotEnd,
      priceCents: treatment.priceCents,
      currency: treatment.currency,
      createdAt: clock.now(),
    },
    settings,
  );
  return {
    booking: {
      id,
      treatmentId: treatment.id,
      doctorId: doctor.id,
      appointmentDate: input.appointmentDate,
      slotStart: input.slot,
      slotEnd,
      userId: caller.id,
      patientName: input.patientName,
      email: caller.email,
      phone: input.phone,
      priceCents: treatment.priceCents,
      currency: treatment.currency,
    },
    jobs: [
      mailJob(email),
      ...reminderJobs(
        { id, day: input.appointmentDate, slotStart: input.slot },
        settings.reminders,
      ),
    ],
  };
}

export function bookingsService(
  db: Database,
  catalog: Pick<CatalogService, 'bookableFilter'>,
  settings: BookingSettings,
  payments: Pick<PaymentsService, 'cancelPaidBooking'>,
  changes: Pick<ChangeBarrier, 'expect'>,
) {
  /**
   * The refusal for a booking the database refused as a double booking, or null for another
   * error. A busy doctor is 'taken': the caller may try the next doctor.
   */
  function refusal(error: unknown, date: string, slot: string): BookingResult | 'taken' | null {
    switch (violatedUniqueConstraint(error)) {
      case 'bookings_one_per_patient_option_day':
        return {
          acknowledged: false,
          reason: 'already_booked_day',
          message: `You already have a booking on ${date}`,
        };
      case 'bookings_patient_free':
        return {
          acknowledged: false,
          reason: 'patient_busy',
          message: `You already have an appointment at ${slot} on ${date}`,
        };
      case 'bookings_doctor_free':
        return 'taken';
      default:
        return null;
    }
  }

  /**
   * One attempt at the slot with one doctor: the booking, its confirmation e-mail and its
   * reminders in one statement (one round trip, one commit), or the database's refusal.
   */
  async function bookWith(
    caller: AuthUser,
    input: BookingRequest,
    treatment: SlotOffer['treatment'],
    doctor: SlotOffer['doctors'][number],
  ): Promise<BookingResult | 'taken'> {
    const date = formatWireDate(input.appointmentDate);
    const slot = slotLabel(input.slot);
    const { booking, jobs } = newBooking(caller, input, treatment, doctor, settings);
    try {
      const barrier = changes.expect();
      const outcome = await repository(db)
        .insertWithJobs(booking, jobs, barrier.token)
        .catch((error: unknown) => {
          barrier.cancel();
          throw error;
        });
      if (!outcome.booked) barrier.cancel();
      if (!outcome.patientLive) throw unauthorized('Your account no longer exists');
      // A doctor deleted meanwhile is taken for everyone.
      if (!outcome.doctorListed || !outcome.booked) return 'taken';
      // Answered once this process's caches have dropped what the booking changed.
      await barrier.heard();
      return { acknowledged: true, insertedId: booking.id };
    } catch (error) {
      // The other transaction of the deadlock goes on; trying again meets its committed row.
      if (isDeadlock(error)) return bookWith(caller, input, treatment, doctor);
      const refused = refusal(error, date, slot);
      if (refused) return refused;
      throw error;
    }
  }

  return {
    /**
     * POST /booking. The slot must be one a doctor of the treatment works that day (the chosen
     * one, or else each in fair order); the database's constraints then decide between concurrent
     * requests. When the doctor tried was taken a moment earlier, the next one is tried; the loser
     * of the last is told the slot was just taken.
     */
    async book(caller: AuthUser, input: BookingRequest): Promise<BookingResult> {
      if (caller.role === 'doctor') {
        throw forbidden('A doctor account cannot book appointments: sign in as a patient to book');
      }
      const offer = await repository(db).findSlotOffer({
        treatmentName: input.treatmentName,
        day: input.appointmentDate,
        start: input.slot,
        doctorId: input.doctorId,
      });
      if (!offer)
        throw badRequest(`body.treatmentName: no treatment is called '${input.treatmentName}'`);
      const { treatment, doctors } = offer;
      const date = formatWireDate(input.appointmentDate);
      const slot = slotLabel(input.slot);
      if (!catalog.bookableFilter(input.appointmentDate)(input.slot)) {
        throw badRequest(
          `${date}, ${slot} cannot be booked: choose a day from today to ${settings.horizonDays} days ahead and a slot that has not started`,
        );
      }
      if (doctors.length === 0) {
        throw badRequest(
          input.doctorId
            ? `body.doctorId: no doctor of ${treatment.name} with this id works at ${slot} on ${date}`
            : `body.slot: ${treatment.name} has no slot ${slot} on ${date}`,
        );
      }
      for (const doctor of doctors) {
        const outcome = await bookWith(caller, input, treatment, doctor);
        if (outcome !== 'taken') return outcome;
      }
      return {
        acknowledged: false,
        reason: 'slot_taken',
        message: `Sorry, the ${slot} slot on ${date} was just taken. Please choose another slot.`,
      };
    },

    /**
     * GET /bookings?email=: a patient sees their own bookings, an admin anyone's. The e-mail names
     * an account, and the list is that account's bookings: none when no account has the address.
     */
    async listForAccount(caller: AuthUser, email: string): Promise<Booking[]> {
      const wanted = email.toLowerCase();
      if (caller.role !== 'admin' && wanted !== caller.email)
        throw forbidden('You can only see your own bookings');
      const accountId =
        wanted === caller.email ? caller.id : (await usersRepository(db).findByEmail(wanted))?.id;
      if (!accountId) return [];
      const { today } = clinicNow(clock.now(), settings.timeZone);
      return (await repository(db).listForAccount(accountId, today)).map((row) =>
        toBooking(row, settings.roomHours),
      );
    },

    /** GET /bookings/:id, for its owner or an admin. */
    async get(caller: AuthUser, id: string): Promise<BookingDetail> {
      const row = await repository(db).find(id);
      if (!row) throw notFound('No booking has this id');
      assertOwnerOrAdmin(caller, row);
      return { ...toBooking(row, settings.roomHours), treatment: row.treatmentName };
    },

    /**
     * DELETE /booking/:id, for its owner or an admin: an unpaid booking is cancelled and its slot
     * is free at once; a paid one is refunded, then cancelled (decisions.md section 3). The row
     * stays (cancelled) for the record; a second delete counts nothing.
     */
    async cancel(caller: AuthUser, id: string): Promise<DeletedCount> {
      const unpaid = await db.transaction(async (tx): Promise<DeletedCount | 'paid'> => {
        const bookings = repository(tx);
        const booking = await bookings.lock(id);
        if (!booking) throw notFound('No booking has this id');
        assertOwnerOrAdmin(caller, booking);
        if (!isActive(booking.state)) return { deletedCount: 0 };
        if (!allows(booking.state, 'cancel')) return 'paid';
        await bookings.transition(booking, 'cancel');
        if (booking.userId !== caller.id) {
          await recordAudit(tx, {
            actor: caller,
            action: 'booking.cancel',
            targetType: 'booking',
            targetId: booking.id,
            details: { ownerId: booking.userId },
          });
        }
        return { deletedCount: 1 };
      });
      // A paid booking is refunded by the payments service, outside this lock: the provider's
      // call must not hold the row, and the refund comes before the booking is cancelled.
      return unpaid === 'paid' ? payments.cancelPaidBooking(caller, { id }) : unpaid;
    },
  };
}

export type BookingsService = ReturnType<typeof bookingsService>;
