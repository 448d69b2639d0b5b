import { TZDate } from '@date-fns/tz';
import { parseWireDate } from '@sustho/contracts';
import { addDays, format, startOfDay } from 'date-fns';

/**
 * The clinic's calendar, which the API follows: today and the last bookable day are days in the
 * clinic's time zone, wherever the patient's browser is.
 */
export function clinicDays(timeZone: string, horizonDays: number, now: Date = new Date()) {
  const today = startOfDay(new TZDate(now, timeZone));
  return { today, lastDay: addDays(today, horizonDays) };
}

/** A day as the API writes it ('Jan 5, 2023'), read in the clinic's time zone. */
export const wireDate = (day: Date, timeZone: string) => format(new TZDate(day, timeZone), 'PP');

/** A wire day ('Jan 5, 2023') as the calendar's Date in the clinic's time zone; null if unreadable. */
export function clinicDay(wire: string, timeZone: string): Date | null {
  const iso = parseWireDate(wire);
  if (!iso) return null;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day, timeZone);
}

/**
 * The day a calendar opens on: the wire day given ('Jan 5, 2023') when it can be picked, from
 * today to the last bookable day, else today.
 */
export function openingDay(
  wire: string | null | undefined,
  timeZone: string,
  { today, lastDay }: { today: Date; lastDay: Date },
): Date {
  const day = wire ? clinicDay(wire, timeZone) : null;
  return day && day >= today && day <= lastDay ? day : today;
}
