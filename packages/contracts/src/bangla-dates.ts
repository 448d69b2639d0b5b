import type { IsoDate } from './clinic-date.js';

/**
 * Days and clock times in Bangla, with Bangla digits and month names (`Intl` with bn-BD): the
 * one way they read, on the web app's screens and in the API's e-mails and SMS alike. English
 * readers get the English forms (docs/product/language.md §3) instead ('Nov 23, 2026', '10:00 AM').
 */
const day = new Intl.DateTimeFormat('bn-BD', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const time = new Intl.DateTimeFormat('bn-BD', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'UTC',
});

/** '2026-11-23' → '২৩ নভেম্বর, ২০২৬'. */
export const banglaDay = (iso: IsoDate): string => day.format(new Date(`${iso}T00:00:00Z`));

/** 14, 30 → '২:৩০ PM' as Bangla writes it. */
export const banglaClock = (hours: number, minutes: number): string =>
  time.format(Date.UTC(2000, 0, 1, hours, minutes));
