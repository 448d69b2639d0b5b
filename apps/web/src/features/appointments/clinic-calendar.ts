import { parseWireDate, type ClientConfig, type IsoDate } from '@sustho/contracts';
import { addDays, format } from 'date-fns';

/**
 * The clinic's calendar, which the API follows: today and the last bookable day are days in the
 * clinic's time zone, wherever the patient's browser is. Today is the server's (the client
 * config's `clinic.today`), so a phone whose clock is wrong still offers the clinic's days.
 *
 * A calendar day is held as the browser's own midnight of that date (Nov 22 is `new Date(2026,
 * 10, 22)` wherever the browser is): the calendar counts, compares and names days with plain
 * Dates. A time-zone Date recomputes its zone's offset at every step, and the first one a page
 * makes loads the browser's time-zone data, together most of the booking pages' start-up on a
 * phone.
 */
export function clinicDays({ today, bookingHorizonDays }: ClientConfig['clinic']) {
  const first = calendarDay(today);
  return { today: first, lastDay: addDays(first, bookingHorizonDays) };
}

/** A day '2026-11-22' as a calendar day. */
const calendarDay = (iso: IsoDate): Date => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};

/** A calendar day as the API writes it ('Jan 5, 2023'). */
export const wireDate = (day: Date) => format(day, 'PP');

/** A wire day ('Jan 5, 2023') as a calendar day; null if unreadable. */
export function clinicDay(wire: string): Date | null {
  const iso = parseWireDate(wire);
  return iso ? calendarDay(iso) : null;
}

/**
 * The day a calendar opens on: the wire day given ('Jan 5, 2023') when it can be picked, from
 * today to the last bookable day, else today.
 */
export function openingDay(
  wire: string | null | undefined,
  { today, lastDay }: { today: Date; lastDay: Date },
): Date {
  const day = wire ? clinicDay(wire) : null;
  return day && day >= today && day <= lastDay ? day : today;
}
