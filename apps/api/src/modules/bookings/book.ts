import { randomUUID } from 'node:crypto';
import {
  formatWireDate,
  slotLabel,
  type BookingRequest,
  type BookingResult,
} from '@sustho/contracts';
import type { RunChange, SQL } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import { badRequest, notFound, unauthorized } from '../../lib/errors.js';
import { isDeadlock } from '../../lib/constraint-violations.js';
import type { AuthUser } from '../auth/index.js';
import { actingAsPatient, NO_SUCH_PATIENT, patientFor, type PatientFor } from '../family/index.js';
import type { BookingContext, BookingSettings } from './booking-context.js';
import type { BookingHooks, Cover } from './hooks.js';
import {
  assertFollowUpDoctor,
  followUpRefusalError,
  followUpWindowDays,
  secondFollowUpRefusal,
} from './follow-up.js';
import { paymentHoldOf } from './payment-hold.js';
import { bookingsRepository as repository, type SlotOffer } from './repository.js';
import { addMinutes, assertBookable, doubleBookingRefusal, someDoctors } from './slot-choice.js';

/** The row a booking writes and what goes with it in the same statement. */
export function newBooking(
  caller: Pick<AuthUser, 'id' | 'email' | 'language'>,
  patient: PatientFor,
  input: BookingRequest,
  treatment: SlotOffer['treatment'],
  doctor: SlotOffer['doctors'][number],
  settings: BookingSettings,
  hooks: Pick<BookingHooks, 'slotRefusedSql' | 'bookedSql'>,
  cover: Cover | null = null,
) {
  const id = randomUUID();
  const slotEnd = addMinutes(input.slot, treatment.slotMinutes);
  const slot = { doctorId: doctor.id, day: input.appointmentDate, start: input.slot, end: slotEnd };
  // A member's booking carries the member's name; Myself's, the name typed (services.md §2).
  const patientName = patient.memberName ?? input.patientName;
  // A follow-up is free and spends no payment (services.md §3); the statement checks it may be one.
  const followUp = input.followUpOf
    ? { of: input.followUpOf, windowDays: followUpWindowDays(settings.followUpDays) }
    : null;
  // A plan's cover makes it free too (services.md §4), spent in the booking's statement.
  const priceCents = followUp || cover ? 0 : treatment.priceCents;
  const booked = {
    id,
    userId: caller.id,
    patientId: patient.id,
    email: caller.email,
    language: caller.language,
    patientName,
    treatmentId: treatment.id,
    treatmentName: treatment.name,
    doctorName: doctor.name,
    slot,
    priceCents,
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
      patientId: patient.id,
      patientName,
      email: caller.email,
      phone: input.phone,
      priceCents,
      currency: treatment.currency,
      coveredBy: cover?.plan ?? null,
    },
    writes: {
      cover,
      paymentHold: paymentHoldOf({ id, priceCents }, settings.paymentHoldMinutes),
      slotRefused: hooks.slotRefusedSql(slot, patient.id),
      reactions: (bookedNow: SQL) => hooks.bookedSql(booked, bookedNow),
    },
    followUp,
  };
}

/** POST /booking, as one use case. */
export function bookUseCase(context: BookingContext) {
  const { db, settings, hooks } = context;

  /**
   * One attempt at the slot with one doctor: the booking with its confirmation e-mail, reminders,
   * payment deadline and waitlist settlement in one statement (one round trip, one commit), or the
   * database's refusal.
   */
  async function bookWith(
    run: RunChange,
    caller: AuthUser,
    patient: PatientFor,
    input: BookingRequest,
    treatment: SlotOffer['treatment'],
    doctor: SlotOffer['doctors'][number],
    cover: Cover | null,
  ): Promise<BookingResult | 'taken'> {
    const date = formatWireDate(input.appointmentDate);
    const slot = slotLabel(input.slot);
    const { booking, writes, followUp } = newBooking(
      caller,
      patient,
      input,
      treatment,
      doctor,
      settings,
      hooks,
      cover,
    );
    try {
      const outcome = await run((db) => repository(db).insertWithJobs(booking, writes, followUp));
      if (!outcome.patientLive)
        throw patient.memberName === null
          ? unauthorized('Your account no longer exists')
          : notFound(NO_SUCH_PATIENT);
      if (outcome.followUpRefused)
        throw followUpRefusalError(outcome.followUpRefused, settings.followUpDays);
      // The plan's last credit went to a concurrent booking: this one is booked at its price.
      if (cover && outcome.doctorListed && !outcome.heldForAnother && !outcome.covered)
        return bookWith(run, caller, patient, input, treatment, doctor, null);
      // A doctor deleted meanwhile is taken for everyone, and so is a slot held for another
      // patient on the waitlist: theirs alone until the hold ends.
      if (!outcome.booked) return 'taken';
      return { acknowledged: true, insertedId: booking.id };
    } catch (error) {
      // The other transaction of the deadlock goes on; trying again meets its committed row.
      if (isDeadlock(error)) return bookWith(run, caller, patient, input, treatment, doctor, cover);
      const refused = doubleBookingRefusal(error, date, slot);
      if (refused) return refused;
      throw secondFollowUpRefusal(error) ?? error;
    }
  }

  /**
   * POST /booking. The slot must be one a doctor of the treatment works that day (the chosen
   * one, or else each in fair order); the database's constraints then decide between concurrent
   * requests. When the doctor tried was taken a moment earlier, the next one is tried; the loser
   * of the last is told the slot was just taken. `run` is how the booking's statement reaches the
   * database, when the caller wraps it.
   */
  return async function book(
    caller: AuthUser,
    input: BookingRequest,
    run: RunChange = (work) => work(db),
  ): Promise<BookingResult> {
    actingAsPatient(caller);
    const patient = await patientFor(db, caller.id, input.patientId);
    const offer = await repository(db).findSlotOffer({
      treatmentName: input.treatmentName,
      day: input.appointmentDate,
      start: input.slot,
      doctorId: input.doctorId,
    });
    if (!offer)
      throw badRequest(`body.treatmentName: no treatment is called '${input.treatmentName}'`);
    const { treatment } = offer;
    assertBookable(context, input);
    assertFollowUpDoctor(input);
    const doctors = someDoctors(treatment, input, offer.doctors);
    const date = formatWireDate(input.appointmentDate);
    const slot = slotLabel(input.slot);
    // A follow-up and a free treatment cost nothing already: no plan is spent on them.
    const cover =
      input.followUpOf || treatment.priceCents === 0
        ? null
        : await hooks.coverFor(db, {
            userId: caller.id,
            patientId: patient.id,
            day: input.appointmentDate,
          });
    for (const doctor of doctors) {
      const outcome = await bookWith(run, caller, patient, input, treatment, doctor, cover);
      if (outcome !== 'taken') return outcome;
    }
    return {
      acknowledged: false,
      reason: 'slot_taken',
      message: `Sorry, the ${slot} slot on ${date} was just taken. Please choose another slot.`,
    };
  };
}
