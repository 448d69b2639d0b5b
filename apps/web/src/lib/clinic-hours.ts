import type { ClinicHours, HoursSpan } from '@sustho/contracts';
import type { Copy } from '../copy/en';
import { useCopy } from '../copy/language';
import { useClientConfig } from './client-config';

/** Whether a span covers all seven days of the week. */
const isEveryDay = (span: NonNullable<HoursSpan>) => (span.lastDay - span.firstDay + 7) % 7 === 6;

/** The clinic's hours as the pages say them. */
export interface HoursText {
  opening: string;
  contact: string;
  platform: string;
}

type LayoutWords = Copy['layout'];
type HoursWords = LayoutWords['hours'];

/**
 * A span in the wording the spec gives its kind: opening hours '9.00 am to 5.00 pm every day',
 * contact and platform hours 'Saturday to Thursday, 10:00 AM to 7:00 PM'; '24/7' around the clock.
 * The days are named from the copy, not with Intl: an Intl formatter's first use costs a phone
 * some 100 ms of the landing page's start-up (decision 059).
 */
function spanText(span: HoursSpan, words: LayoutWords, wording: HoursWords['opening']): string {
  if (span === null) return words.hours.always;
  const days = isEveryDay(span)
    ? wording.everyDay
    : words.hours.days(words.weekdays[span.firstDay]!, words.weekdays[span.lastDay]!);
  const clock = (time: string) => {
    const [hours, minutes] = time.split(':').map(Number) as [number, number];
    return wording.clock(hours, minutes);
  };
  return wording.span(days, clock(span.opens), clock(span.closes));
}

/** The three hours of CLINIC_HOURS in the reader's language. */
export function hoursText(hours: ClinicHours, words: LayoutWords): HoursText {
  return {
    opening: spanText(hours.opening, words, words.hours.opening),
    contact: spanText(hours.contact, words, words.hours.contact),
    platform: spanText(hours.platform, words, words.hours.contact),
  };
}

/**
 * The clinic's opening, contact and platform hours from its one setting, CLINIC_HOURS (decision
 * 041), each worded the same on every page; null until the client config has arrived (the server
 * puts it in every page it renders).
 */
export function useClinicHours(): HoursText | null {
  const config = useClientConfig();
  const words = useCopy().layout;
  if (!config.data) return null;
  return hoursText(config.data.clinic.hours, words);
}
