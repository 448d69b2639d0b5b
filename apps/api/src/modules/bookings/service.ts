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
  type RescheduleRefusal,
  type RescheduleRequest,
  type IsoDate,
} from '@sustho/contracts';
import type { Database, SQL } from '../../db/client.js';
import { clinicInstant, clinicNow } from '../../lib/clinic-time.js';
import type { ChangeBarrier } from '../../lib/change-barrier.js';
import { clock } from '../../lib/clock.js';
import { AppError, badRequest, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { isDeadlock, violatedUniqueConstraint } from '../../lib/constraint-violations.js';
import type { AuthUser } from '../auth/access-token.js';
import { recordAudit } from '../audit/record.js';
import type { CatalogService } from '../catalog/service.js';
import { usersRepository } from '../users/repository.js';
import { isRoomOpen, type RoomHours } from '../consultations/room-window.js';
import { allows, isActive, wireFlags } from './booking-state.js';
import { refundsOnCancel, rescheduleRefusal, type ChangePolicy } from './change-policy.js';
import type { AfterCommit, BookingHooks } from './hooks.js';
import { paymentHoldOf } from './payment-hold.js';
import {
  bookingsRepository as repository,
  type BookingView,
  type SlotOffer,
} from './repository.js';
import { changeBookingState } from './state-change.js';

export interface BookingSettings {
  timeZone: string;
  horizonDays: number;
  /** When consultation rooms open and close, for each booking's `roomOpen`. */
  roomHours: RoomHours;
  /** When a patient may move a booking, and when cancelling it refunds the payment. */
  changes: ChangePolicy;
  /** PAYMENT_HOLD_MINUTES: an unpaid priced booking is cancelled this long after it was made (0: never). */
  paymentHoldMinutes: number;
}

/** DELETE /booking/:id's answer. */
type DeletedCount = { deletedCount: number };

/** The instant a booking starts, on the clinic's clock. */
const startOf = (booking: { appointmentDate: string; slotStart: string }, timeZone: string) =>
  clinicInstant(booking.appointmentDate, booking.slotStart.slice(0, 5), timeZone);

/** The booking as the API shows it, with what its patient may do with it now. */
function toBooking(row: BookingView, settings: BookingSettings): Booking {
  const now = clock.now();
  const startsAt = startOf(row, settings.timeZone);
  return {
    ...wireBooking(row, settings.roomHours, now),
    reschedulable: rescheduleRefusal({ ...row, startsAt }, now, settings.changes) === null,
    refundOnCancel: refundsOnCancel('patient', startsAt, now, settings.changes),
  };
}

const wireBooking = (row: BookingView, roomHours: RoomHours, now: Date) => ({
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
  roomOpen: isRoomOpen(row, roomHours, now),
  // Only while it matters: the booking is active and still unpaid.
  payBy: row.state === 'booked' && row.payBy ? row.payBy.toISOString() : null,
});

/** A refused reschedule: 409 with the reason as its `code`, as the app words it. */
const refusedMove = (reason: RescheduleRefusal, message: string) =>
  new AppError(409, message, reason);

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

export function newBooking(
  caller: Pick<AuthUser, 'id' | 'email' | 'language'>,
  input: BookingRequest,
  treatment: SlotOffer['treatment'],
  doctor: SlotOffer['doctors'][number],
  settings: BookingSettings,
  hooks: Pick<BookingHooks, 'slotRefusedSql' | 'bookedSql'>,
) {
  const id = randomUUID();
  const slotEnd = addMinutes(input.slot, treatment.slotMinutes);
  const slot = { doctorId: doctor.id, day: input.appointmentDate, start: input.slot, end: slotEnd };
  const booked = {
    id,
    userId: caller.id,
    email: caller.email,
    language: caller.language,
    patientName: input.patientName,
    treatmentId: treatment.id,
    treatmentName: treatment.name,
    doctorName: doctor.name,
    slot,
    priceCents: treatment.priceCents,
    currency: treatment.currency,
    createdAt: clock.now(),
  };
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
    writes: {
      paymentHold: paymentHoldOf(
        { id, priceCents: treatment.priceCents },
        settings.paymentHoldMinutes,
      ),
      slotRefused: hooks.slotRefusedSql(slot, caller.id),
      reactions: (bookedNow: SQL) => hooks.bookedSql(booked, bookedNow),
    },
  };
}

export function bookingsService(
  db: Database,
  catalog: Pick<CatalogService, 'bookableFilter'>,
  settings: BookingSettings,
  hooks: BookingHooks,
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
   * One attempt at the slot with one doctor: the booking with its confirmation e-mail, reminders,
   * payment deadline and waitlist settlement in one statement (one round trip, one commit), or the
   * database's refusal.
   */
  async function bookWith(
    caller: AuthUser,
    input: BookingRequest,
    treatment: SlotOffer['treatment'],
    doctor: SlotOffer['doctors'][number],
  ): Promise<BookingResult | 'taken'> {
    const date = formatWireDate(input.appointmentDate);
    const slot = slotLabel(input.slot);
    const { booking, writes } = newBooking(caller, input, treatment, doctor, settings, hooks);
    try {
      const barrier = changes.expect();
      const outcome = await repository(db)
        .insertWithJobs(booking, writes, barrier.token)
        .catch((error: unknown) => {
          barrier.cancel();
          throw error;
        });
      if (!outcome.booked) barrier.cancel();
      if (!outcome.patientLive) throw unauthorized('Your account no longer exists');
      // A doctor deleted meanwhile is taken for everyone, and so is a slot held for another
      // patient on the waitlist: theirs alone until the hold ends.
      if (!outcome.booked) return 'taken';
      // Answered once this process's caches, and every other process's, have dropped what the
      // booking changed.
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

  /**
   * One attempt to move a booking to the slot with one doctor, in one transaction: the rules are
   * checked again under the booking's lock (a second move or a cancellation may have come first),
   * then the database takes the new slot or refuses it. True when moved, false when that doctor
   * was taken; a 409 for any other refusal.
   */
  async function moveTo(id: string, input: RescheduleRequest, doctorId: string): Promise<boolean> {
    const date = formatWireDate(input.appointmentDate);
    const slot = slotLabel(input.slot);
    try {
      return await db.transaction(async (tx) => {
        const bookings = repository(tx);
        const booking = await bookings.lockForChange(id);
        if (!booking) throw notFound('No booking has this id');
        const now = clock.now();
        const refused = rescheduleRefusal(
          {
            ...booking,
            startsAt: startOf({ ...booking, appointmentDate: booking.day }, settings.timeZone),
          },
          now,
          settings.changes,
        );
        if (refused) throw refusedMove(refused.reason, refused.message);
        if (
          booking.doctorId === doctorId &&
          booking.day === input.appointmentDate &&
          booking.slotStart.slice(0, 5) === input.slot
        ) {
          throw badRequest('body.slot: the booking is already at this slot');
        }
        // As for a new booking: a doctor deleted meanwhile is taken for everyone, and so is a
        // slot held for another patient on the waitlist.
        if (!(await bookings.holdListedDoctor(doctorId))) return false;
        const slotEnd = addMinutes(input.slot, booking.slotMinutes);
        const target = { doctorId, day: input.appointmentDate, start: input.slot, end: slotEnd };
        if (booking.userId && (await hooks.slotRefused(tx, target, booking.userId))) return false;
        await bookings.move(booking, {
          doctorId,
          day: input.appointmentDate,
          slotStart: input.slot,
          slotEnd,
        });
        const { bookingId, treatmentId, day, slotStart } = booking;
        await hooks.freed(tx, {
          bookingId,
          treatmentId,
          doctorId: booking.doctorId,
          day,
          slotStart,
          slotEnd: booking.slotEnd,
          why: 'rescheduled',
        });
        await hooks.moved(tx, { id, userId: booking.userId, treatmentId, slot: target, now });
        return true;
      });
    } catch (error) {
      // The other transaction of the deadlock goes on; trying again meets its committed row.
      if (isDeadlock(error)) return moveTo(id, input, doctorId);
      const refused = refusal(error, date, slot);
      if (refused === 'taken') return false;
      if (refused && !refused.acknowledged) throw refusedMove(refused.reason, refused.message);
      throw error;
    }
  }

  /** A slot outside the booking window is a 400, for a booking or a move. */
  function assertBookable(input: { appointmentDate: IsoDate; slot: string }) {
    if (!catalog.bookableFilter(input.appointmentDate)(input.slot)) {
      throw badRequest(
        `${formatWireDate(input.appointmentDate)}, ${slotLabel(input.slot)} cannot be booked: choose a day from today to ${settings.horizonDays} days ahead and a slot that has not started`,
      );
    }
  }

  /** The doctors found for the slot; none (nobody works it, or not the one asked for) is a 400. */
  function someDoctors<Doctor>(
    treatment: { name: string },
    input: { appointmentDate: IsoDate; slot: string; doctorId?: string },
    doctors: Doctor[],
  ): Doctor[] {
    if (doctors.length === 0) {
      const date = formatWireDate(input.appointmentDate);
      const slot = slotLabel(input.slot);
      throw badRequest(
        input.doctorId
          ? `body.doctorId: no doctor of ${treatment.name} with this id works at ${slot} on ${date}`
          : `body.slot: ${treatment.name} has no slot ${slot} on ${date}`,
      );
    }
    return doctors;
  }

  /**
   * The treatment's doctors who work the asked slot (the one asked for, or all in fair order), for
   * a move: a slot outside the booking window, or one no doctor works, is a 400. A booking finds
   * its treatment and doctors in one query instead (`findSlotOffer`), with the same 400s.
   */
  async function doctorsFor(
    treatment: { id: string; name: string; slotMinutes: number },
    input: { appointmentDate: IsoDate; slot: string; doctorId?: string },
  ) {
    assertBookable(input);
    const doctors = await repository(db).doctorsWorkingAt({
      treatmentId: treatment.id,
      day: input.appointmentDate,
      start: input.slot,
      minutes: treatment.slotMinutes,
      doctorId: input.doctorId,
    });
    return someDoctors(treatment, input, doctors);
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
      const { treatment } = offer;
      assertBookable(input);
      const doctors = someDoctors(treatment, input, offer.doctors);
      const date = formatWireDate(input.appointmentDate);
      const slot = slotLabel(input.slot);
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
        toBooking(row, settings),
      );
    },

    /** GET /bookings/:id, for its owner or an admin. */
    async get(caller: AuthUser, id: string): Promise<BookingDetail> {
      const row = await repository(db).find(id);
      if (!row) throw notFound('No booking has this id');
      assertOwnerOrAdmin(caller, row);
      return { ...toBooking(row, settings), treatment: row.treatmentName };
    },

    /**
     * DELETE /booking/:id, for its owner or an admin: an unpaid booking is cancelled and its slot
     * is free at once; a paid one is cancelled with its refund recorded as owed, under the same
     * lock, and the provider refunds it once that has committed (docs/product/bookings.md §7, decision
     * 032), unless its patient cancels it within REFUND_CUTOFF_HOURS of its start: then it is
     * cancelled and the payment kept (`refundsOnCancel`). An admin cancelling a patient's booking
     * is the clinic's cancellation: refunded in full. The row stays (cancelled) for the record; a
     * second delete counts nothing.
     */
    async cancel(caller: AuthUser, id: string): Promise<DeletedCount> {
      const outcome = await db.transaction(
        async (tx): Promise<DeletedCount | { afterCommit: AfterCommit }> => {
          const bookings = repository(tx);
          const booking = await bookings.lock(id);
          if (!booking) throw notFound('No booking has this id');
          assertOwnerOrAdmin(caller, booking);
          if (!isActive(booking.state)) return { deletedCount: 0 };
          const cause = booking.userId === caller.id ? 'patient' : 'clinic';
          if (allows(booking.state, 'refund')) {
            const startsAt = startOf(booking, settings.timeZone);
            if (refundsOnCancel(cause, startsAt, clock.now(), settings.changes))
              return {
                afterCommit: await hooks.refunded(tx, {
                  booking,
                  actor: caller,
                  reason: 'booking cancelled',
                }),
              };
            await changeBookingState(tx, hooks, booking, 'forfeit');
            await recordAudit(tx, {
              actor: caller,
              action: 'payment.not_refunded',
              targetType: 'booking',
              targetId: booking.id,
              details: { refundCutoffHours: settings.changes.refundCutoffHours },
            });
            return { deletedCount: 1 };
          }
          await changeBookingState(tx, hooks, booking, 'cancel');
          if (cause === 'clinic') {
            await recordAudit(tx, {
              actor: caller,
              action: 'booking.cancel',
              targetType: 'booking',
              targetId: booking.id,
              details: { ownerId: booking.userId },
            });
          }
          return { deletedCount: 1 };
        },
      );
      if (!('afterCommit' in outcome)) return outcome;
      // The provider is called outside the lock, once the booking is cancelled and its refund
      // recorded: a doctor completing it meanwhile is refused, and the money goes back only for a
      // booking that stays cancelled.
      await outcome.afterCommit();
      return { deletedCount: 1 };
    },

    /**
     * POST /bookings/:id/reschedule, for the booking's patient: the booking moves to another free
     * slot of its treatment (the doctor asked for, or each free one in fair order, as `book`
     * assigns) in one statement, so the new slot is taken and the old one freed together; its
     * payment stays with it. Refusals are 409s naming the reason.
     */
    async reschedule(caller: AuthUser, id: string, input: RescheduleRequest): Promise<Booking> {
      const current = await repository(db).find(id);
      if (!current) throw notFound('No booking has this id');
      if (current.userId !== caller.id)
        throw forbidden("Only the booking's patient can reschedule it");
      const date = formatWireDate(input.appointmentDate);
      const slot = slotLabel(input.slot);
      const doctors = await doctorsFor(
        { id: current.treatmentId, name: current.treatmentName, slotMinutes: current.slotMinutes },
        input,
      );
      for (const doctor of doctors) {
        if (await moveTo(id, input, doctor.id)) {
          return toBooking((await repository(db).find(id))!, settings);
        }
      }
      throw refusedMove(
        'slot_taken',
        `Sorry, the ${slot} slot on ${date} was just taken. Please choose another slot.`,
      );
    },
  };
}

export type BookingsService = ReturnType<typeof bookingsService>;
