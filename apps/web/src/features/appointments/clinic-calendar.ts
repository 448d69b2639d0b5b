import { TZDate } from '@date-fns/tz';
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
