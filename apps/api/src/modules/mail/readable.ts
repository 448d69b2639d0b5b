import {
  formatWireDate,
  timeLabel,
  timeRangeLabel,
  type IsoDate,
  type Language,
} from '@sustho/contracts';
import { banglaClock, banglaDay } from '@sustho/contracts/bangla-dates';

/**
 * Days and times as an e-mail's reader reads them: the English forms of docs/product/language.md §3 ('Nov 23,
 * 2026', '10:00 AM - 10:30 AM'), or Bangla digits and month names.
 */
export function readableDate(day: IsoDate, language: Language): string {
  return language === 'bn' ? banglaDay(day) : formatWireDate(day);
}

const clock = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return banglaClock(hours, minutes);
};

/** 'HH:MM' start and end to the slot as the reader reads it. */
export function readableTimes(start: string, end: string, language: Language): string {
  return language === 'bn' ? `${clock(start)} - ${clock(end)}` : timeRangeLabel(start, end);
}

/** One 'HH:MM' time of day as the reader reads it ('02:05 PM', or Bangla). */
export function readableTime(time: string, language: Language): string {
  return language === 'bn' ? clock(time) : timeLabel(time);
}
