import { doctorDisplayName, formatWireDate, parseWireDate, type Currency } from '@sustho/contracts';
import { banglaClock, banglaDay } from '@sustho/contracts/bangla-dates';
import { formatPrice, type PriceForm } from '../lib/money';
import { useLanguage } from './language';
import { banglaNumber } from './numbers';

/**
 * Dates, times and counts as the visitor reads them. English shows the wire's own forms, the
 * product's texts ('Nov 23, 2026', '10:00 AM - 10:30 AM'); Bangla uses Bangla digits and month
 * names (`Intl` with bn-BD). The wire itself always stays English.
 */
export interface Format {
  /** A wire date 'Nov 23, 2026' or a day '2026-11-23', for reading. */
  date: (wire: string) => string;
  /**
   * A day ('2026-11-23') or an instant ('2026-11-23T18:45:00Z') as the day it is on the reader's
   * own clock, for records that keep instants (issued, uploaded).
   */
  localDay: (iso: string) => string;
  /** A slot label '10:00 AM - 10:30 AM' for reading. */
  slot: (label: string) => string;
  number: (value: number) => string;
  /** An instant (ISO 8601) as a date and time on the clinic's clock ('Nov 23, 2026, 04:45 PM'). */
  instant: (iso: string, timeZone: string) => string;
  /** A price of `currency` in whole units, with the sign where docs/product/money.md §2 puts it ('15$', '$15', '৳700'). */
  price: (amount: number, currency: Currency, form?: PriceForm) => string;
  /**
   * A doctor's stored name as a heading or card shows it: English shows it as the clinic wrote it
   * ('Dr. Farhana Rahman'); Bangla gives it the Bangla title once ('ডা. Farhana Rahman').
   */
  doctor: (name: string) => string;
}

/** One formatter per zone: building an Intl formatter is the slow part. */
const instantFormats = new Map<string, Intl.DateTimeFormat>();

function clinicFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = instantFormats.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
      timeZone,
    });
    instantFormats.set(timeZone, formatter);
  }
  return formatter;
}

/** 'Nov 23, 2026, 04:45 PM' on the clinic's clock. */
function englishInstant(iso: string, timeZone: string): string {
  return clinicFormatter(timeZone).format(new Date(iso));
}

/**
 * '২৩ নভেম্বর, ২০২৬, বিকাল ৪:৪৫': the same day and time read as Bangla reads them. Intl's bn-BD
 * would write 'PM', so the parts are taken from the English clock and written by bangla-dates.
 */
function banglaInstant(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    clinicFormatter(timeZone)
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  const day = parseWireDate(`${parts.month} ${parts.day}, ${parts.year}`);
  const hours = (Number(parts.hour) % 12) + (parts.dayPeriod === 'PM' ? 12 : 0);
  const clock = banglaClock(hours, Number(parts.minute));
  return day ? `${banglaDay(day)}, ${clock}` : clock;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The reader's own day of a day or an instant, as '2026-11-23'. */
function localDayOf(iso: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

const english: Format = {
  date: (wire) => {
    const iso = parseWireDate(wire);
    return iso ? formatWireDate(iso) : wire;
  },
  localDay: (iso) => english.date(localDayOf(iso)),
  slot: (label) => label,
  number: String,
  instant: englishInstant,
  price: (amount, currency, form = 'suffix') => formatPrice(amount, currency, form, 'en'),
  doctor: (name) => name,
};

const CLOCK = /(\d{2}):(\d{2}) (AM|PM)/g;

function toBanglaClock(_: string, hours: string, minutes: string, half: string): string {
  const hours24 = (Number(hours) % 12) + (half === 'PM' ? 12 : 0);
  return banglaClock(hours24, Number(minutes));
}

const bangla: Format = {
  date: (wire) => {
    const iso = parseWireDate(wire);
    return iso ? banglaDay(iso) : wire;
  },
  localDay: (iso) => bangla.date(localDayOf(iso)),
  slot: (label) => label.replace(CLOCK, toBanglaClock),
  number: banglaNumber,
  instant: banglaInstant,
  price: (amount, currency, form = 'suffix') => formatPrice(amount, currency, form, 'bn'),
  doctor: (name) => doctorDisplayName(name, 'bn'),
};

export const formats = { en: english, bn: bangla };

export function useFormat(): Format {
  return formats[useLanguage().language];
}
