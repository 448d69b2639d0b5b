import {
  formatWireDate,
  slotLabel,
  type Booking,
  type IsoDate,
  type RescheduleRefusal,
  type RescheduleRequest,
} from '@sustho/contracts';
import { clock } from '../../lib/clock.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { isDeadlock } from '../../lib/constraint-violations.js';
import type { AuthUser } from '../auth/index.js';
import type { BookingContext } from './booking-context.js';
import { startOf, toBooking } from './booking-view.js';
import { rescheduleRefusal } from './change-policy.js';
import { assertFollowUpMove } from './follow-up.js';
import { bookingsRepository as repository, hasDoctorSlot } from './repository.js';
import { addMinutes, assertBookable, doubleBookingRefusal, someDoctors } from './slot-choice.js';

/** Consult now happens now: there is no other slot to move it to (services.md §3). */
const ON_DEMAND_NOT_MOVABLE = 'A Consult now consultation cannot be rescheduled';

/** A refused reschedule: 409 with the reason as its `code`, as the app words it. */
const refusedMove = (reason: RescheduleRefusal, message: string) =>
  new AppError(409, message, reason);

/** POST /bookings/:id/reschedule, as one use case. */
export function rescheduleUseCase(context: BookingContext) {
  const { db, settings, hooks } = context;

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
        if (!hasDoctorSlot(booking)) throw conflict(ON_DEMAND_NOT_MOVABLE);
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
        assertFollowUpMove(
          booking,
          { doctorId, day: input.appointmentDate },
          settings.followUpDays,
        );
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
        if (await hooks.slotRefused(tx, target, booking.patientId)) return false;
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
        await hooks.moved(tx, {
          id,
          userId: booking.userId,
          patientId: booking.patientId,
          treatmentId,
          slot: target,
          now,
        });
        return true;
      });
    } catch (error) {
      // The other transaction of the deadlock goes on; trying again meets its committed row.
      if (isDeadlock(error)) return moveTo(id, input, doctorId);
      const refused = doubleBookingRefusal(error, date, slot);
      if (refused === 'taken') return false;
      if (refused && !refused.acknowledged) throw refusedMove(refused.reason, refused.message);
      throw error;
    }
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
    assertBookable(context, input);
    const doctors = await repository(db).doctorsWorkingAt({
      treatmentId: treatment.id,
      day: input.appointmentDate,
      start: input.slot,
      minutes: treatment.slotMinutes,
      doctorId: input.doctorId,
    });
    return someDoctors(treatment, input, doctors);
  }

  /**
   * POST /bookings/:id/reschedule, for the booking's patient: the booking moves to another free
   * slot of its treatment (the doctor asked for, or each free one in fair order, as `book`
   * assigns) in one statement, so the new slot is taken and the old one freed together; its
   * payment stays with it. Refusals are 409s naming the reason.
   */
  return async function reschedule(
    caller: AuthUser,
    id: string,
    input: RescheduleRequest,
  ): Promise<Booking> {
    const current = await repository(db).find(id);
    if (!current) throw notFound('No booking has this id');
    if (current.userId !== caller.id)
      throw forbidden("Only the booking's patient can reschedule it");
    if (current.kind === 'on_demand') throw conflict(ON_DEMAND_NOT_MOVABLE);
    const date = formatWireDate(input.appointmentDate);
    const slot = slotLabel(input.slot);
    // A follow-up stays with its consultation's doctor (follow-up.ts): no other is tried.
    const doctors = await doctorsFor(
      { id: current.treatmentId, name: current.treatmentName, slotMinutes: current.slotMinutes },
      current.followUpOf
        ? { ...input, doctorId: input.doctorId ?? current.doctorId ?? undefined }
        : input,
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
  };
}
