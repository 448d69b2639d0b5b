import type { ClinicHours, HoursSpan } from '@sustho/contracts';

/** The spec's hours (docs/product/landing.md): what CLINIC_HOURS is when unset. */
export const DEFAULT_CLINIC_HOURS =
  'opening=daily 09:00-17:00; contact=sat-thu 10:00-19:00; platform=always';

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const PARTS = ['opening', 'contact', 'platform'] as const;
const SPAN = /^(daily|([a-z]{3})-([a-z]{3})) ([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;

/** 'sat-thu 10:00-19:00', 'daily 09:00-17:00' or 'always'; undefined when it is none of them. */
function parseSpan(text: string): HoursSpan | undefined {
  if (text === 'always') return null;
  const match = SPAN.exec(text);
  if (!match) return undefined;
  const [, daily, first = '', last = '', oh, om, ch, cm] = match;
  const firstDay = daily === 'daily' ? 0 : DAYS.indexOf(first);
  const lastDay = daily === 'daily' ? 6 : DAYS.indexOf(last);
  const opens = `${oh}:${om}`;
  const closes = `${ch}:${cm}`;
  if (firstDay < 0 || lastDay < 0 || closes <= opens) return undefined;
  return { firstDay, lastDay, opens, closes };
}

/**
 * CLINIC_HOURS, 'opening=daily 09:00-17:00; contact=sat-thu 10:00-19:00; platform=always': each
 * part once, in any order. Null when the text is not of that form (start-up then names the
 * variable).
 */
export function parseClinicHours(text: string): ClinicHours | null {
  const found = new Map<string, HoursSpan>();
  for (const part of text.toLowerCase().split(';')) {
    const [name = '', value = '', ...rest] = part.split('=').map((piece) => piece.trim());
    const span = parseSpan(value.replace(/\s+/g, ' '));
    if (rest.length > 0 || span === undefined || found.has(name)) return null;
    found.set(name, span);
  }
  if (found.size !== PARTS.length || !PARTS.every((name) => found.has(name))) return null;
  return {
    opening: found.get('opening')!,
    contact: found.get('contact')!,
    platform: found.get('platform')!,
  };
}
