import {
  formatWireDate,
  minutesOf,
  slotLabel,
  type BookingResult,
  type IsoDate,
} from '@sustho/contracts';
import { badRequest } from '../../lib/errors.js';
import { violatedUniqueConstraint } from '../../lib/constraint-violations.js';
import type { BookingContext } from './booking-context.js';

/** 'HH:MM' plus some minutes, for a slot's end. */
export function addMinutes(start: string, minutes: number): string {
  const total = minutesOf(start) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The refusal for a booking (or a move) the database refused as a double booking, or null for
 * another error. A busy doctor is 'taken': the caller may try the next doctor.
 */
export function doubleBookingRefusal(
  error: unknown,
  date: string,
  slot: string,
): BookingResult | 'taken' | null {
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

/** A slot outside the booking window is a 400, for a booking or a move. */
export function assertBookable(
  { catalog, settings }: Pick<BookingContext, 'catalog' | 'settings'>,
  input: { appointmentDate: IsoDate; slot: string },
) {
  if (!catalog.bookableFilter(input.appointmentDate)(input.slot)) {
    throw badRequest(
      `${formatWireDate(input.appointmentDate)}, ${slotLabel(input.slot)} cannot be booked: choose a day from today to ${settings.horizonDays} days ahead and a slot that has not started`,
    );
  }
}

/** The doctors found for the slot; none (nobody works it, or not the one asked for) is a 400. */
export function someDoctors<Doctor>(
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
