import { TZDate } from '@date-fns/tz';
import { parseWireDate } from '@sustho/contracts';
import { addDays, format } from 'date-fns';

/**
 * The clinic's calendar, which the API follows: today and the last bookable day are days in the
 * clinic's time zone, wherever the patient's browser is.
 *
 * A calendar day is held as the browser's own midnight of that date (Nov 22 is `new Date(2026,
 * 10, 22)` wherever the browser is): only today is worked out on the clinic's time zone, once. The
 * calendar then counts, compares and names days with plain Dates; a time-zone Date recomputes its
 * zone's offset at every step, which made drawing a month most of the booking pages' start-up work
 * on a phone.
 */
export function clinicDays(timeZone: string, horizonDays: number, now: Date = new Date()) {
  const clinicNow = new TZDate(now, timeZone);
  const today = new Date(clinicNow.getFullYear(), clinicNow.getMonth(), clinicNow.getDate());
  return { today, lastDay: addDays(today, horizonDays) };
}

/** A calendar day as the API writes it ('Jan 5, 2023'). */
export const wireDate = (day: Date) => format(day, 'PP');

/** A wire day ('Jan 5, 2023') as a calendar day; null if unreadable. */
export function clinicDay(wire: string): Date | null {
  const iso = parseWireDate(wire);
  if (!iso) return null;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
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
