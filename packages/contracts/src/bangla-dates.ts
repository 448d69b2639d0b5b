import type { IsoDate } from './clinic-date.js';

/**
 * Days and clock times in Bangla, with Bangla digits and month names (`Intl` with bn-BD): the
 * one way they read, on the web app's screens and in the API's e-mails and SMS alike. English
 * readers get the English forms (docs/product/language.md §3) instead ('Nov 23, 2026', '10:00 AM').
 */

/**
 * A formatter made at its first use: making a bn-BD one loads the locale's data, some 80 ms on a
 * phone, which a page would otherwise pay at start-up in English too.
 */
function madeOnUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const day = madeOnUse(
  () =>
    new Intl.DateTimeFormat('bn-BD', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const digits = madeOnUse(() => new Intl.NumberFormat('bn-BD', { useGrouping: false }));
const twoDigits = madeOnUse(
  () => new Intl.NumberFormat('bn-BD', { useGrouping: false, minimumIntegerDigits: 2 }),
);

/** '2026-11-23' → '২৩ নভেম্বর, ২০২৬'. */
export const banglaDay = (iso: IsoDate): string => day().format(new Date(`${iso}T00:00:00Z`));

/**
 * The part of the day a Bangla reader names before a time, by the hour it starts in (decision
 * 042). Intl's bn-BD writes 'AM'/'PM', which no Bangla reader says.
 */
const PERIODS: readonly { from: number; word: string }[] = [
  { from: 20, word: 'রাত' },
  { from: 18, word: 'সন্ধ্যা' },
  { from: 15, word: 'বিকাল' },
  { from: 12, word: 'দুপুর' },
  { from: 6, word: 'সকাল' },
  { from: 4, word: 'ভোর' },
  { from: 0, word: 'রাত' },
];

export function banglaPeriod(hours: number): string {
  return PERIODS.find((period) => hours >= period.from)?.word ?? 'রাত';
}

/** 14, 30 → 'দুপুর ২:৩০'; 10, 0 → 'সকাল ১০:০০': the period word, then the 12-hour clock. */
export const banglaClock = (hours: number, minutes: number): string =>
  `${banglaPeriod(hours)} ${digits().format(hours % 12 || 12)}:${twoDigits().format(minutes)}`;
