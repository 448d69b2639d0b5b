import { isEveryDay, type ClinicHours, type HoursSpan } from '@sustho/contracts';
import { banglaClock } from '@sustho/contracts/bangla-dates';
import type { Language } from '@sustho/contracts/language';
import type { Copy } from '../copy/en';
import { useCopy, useLanguage } from '../copy/language';
import { useClientConfig } from './client-config';

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

/** '10:00' as '10:00 AM' (the app's slot style), or in Bangla with its period word. */
function clock(time: string, language: Language): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  if (language === 'bn') return banglaClock(hours, minutes);
  const half = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${half}`;
}

function spanText(span: HoursSpan, words: Copy['layout']['hours'], language: Language): string {
  if (span === null) return words.always;
  const days = isEveryDay(span)
    ? words.everyDay
    : words.days(weekday(span.firstDay, language), weekday(span.lastDay, language));
  return words.span(days, clock(span.opens, language), clock(span.closes, language));
}

export function hoursText(hours: ClinicHours, words: Copy['layout']['hours'], language: Language) {
  return {
    opening: spanText(hours.opening, words, language),
    contact: spanText(hours.contact, words, language),
    platform: spanText(hours.platform, words, language),
  };
}

/**
 * The clinic's opening, contact and platform hours from its one setting, CLINIC_HOURS (decision
 * 041), worded the same on every page; null until the client config has arrived (the server puts
 * it in every page it renders).
 */
export function useClinicHours(): HoursText | null {
  const config = useClientConfig();
  const words = useCopy().layout.hours;
  const { language } = useLanguage();
  if (!config.data) return null;
  return hoursText(config.data.clinic.hours, words, language);
}
