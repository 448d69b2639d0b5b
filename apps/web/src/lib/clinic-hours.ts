import type { ClinicHours, HoursSpan } from '@sustho/contracts';
import type { Language } from '@sustho/contracts/language';
import type { Copy } from '../copy/en';
import { useCopy, useLanguage } from '../copy/language';
import { useClientConfig } from './client-config';

/** Whether a span covers all seven days of the week. */
const isEveryDay = (span: NonNullable<HoursSpan>) => (span.lastDay - span.firstDay + 7) % 7 === 6;

/** The clinic's hours as the pages say them. */
export interface HoursText {
  opening: string;
  contact: string;
  platform: string;
}

/** 2023-01-01 was a Sunday: day n of the week is the 1st plus n. */
const weekday = (day: number, language: Language) =>
  new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-US', {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(Date.UTC(2023, 0, 1 + day));

type HoursWords = Copy['layout']['hours'];

/**
 * A span in the wording the spec gives its kind: opening hours '9.00 am to 5.00 pm every day',
 * contact and platform hours 'Saturday to Thursday, 10:00 AM to 7:00 PM'; '24/7' around the clock.
 */
function spanText(
  span: HoursSpan,
  words: HoursWords,
  wording: HoursWords['opening'],
  language: Language,
): string {
  if (span === null) return words.always;
  const days = isEveryDay(span)
    ? wording.everyDay
    : words.days(weekday(span.firstDay, language), weekday(span.lastDay, language));
  const clock = (time: string) => {
    const [hours, minutes] = time.split(':').map(Number) as [number, number];
    return wording.clock(hours, minutes);
  };
  return wording.span(days, clock(span.opens), clock(span.closes));
}

/** The three hours of CLINIC_HOURS in the reader's language. */
export function hoursText(hours: ClinicHours, words: HoursWords, language: Language): HoursText {
  return {
    opening: spanText(hours.opening, words, words.opening, language),
    contact: spanText(hours.contact, words, words.contact, language),
    platform: spanText(hours.platform, words, words.contact, language),
  };
}

/**
 * The clinic's opening, contact and platform hours from its one setting, CLINIC_HOURS (decision
 * 041), each worded the same on every page; null until the client config has arrived (the server
 * puts it in every page it renders).
 */
export function useClinicHours(): HoursText | null {
  const config = useClientConfig();
  const words = useCopy().layout.hours;
  const { language } = useLanguage();
  if (!config.data) return null;
  return hoursText(config.data.clinic.hours, words, language);
}
