import type { IsoDate } from '@sustho/contracts';

/** Building a formatter is slow (it loads the zone's rules), so each zone's is made once. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The last answer of clinicNow: every request asks it, mostly within the same minute. */
let lastNow: {
  timeZone: string;
  minute: number;
  answer: { today: IsoDate; minutes: number };
} | null = null;

/** Today's calendar day and the minutes past midnight, as the clinic's wall clock shows them. */
export function clinicNow(instant: Date, timeZone: string): { today: IsoDate; minutes: number } {
  // Zones are offset from UTC by whole minutes, so one UTC minute is one wall-clock minute.
  const minute = Math.floor(instant.getTime() / 60_000);
  if (lastNow?.minute === minute && lastNow.timeZone === timeZone) return { ...lastNow.answer };
  const parts = wallClock(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  const answer = {
    today: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
  lastNow = { timeZone, minute, answer };
  return { ...answer };
}

/** The instant at which the clinic's wall clock shows `time` ('HH:MM') on `day`. */
export function clinicInstant(day: IsoDate, time: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wallAsUtc = Date.UTC(year, month - 1, date, hours, minutes);
  // The zone's offset is found by reading the guess back on the clinic's clock; a second pass
  // settles days when the offset changes (daylight saving) between the guess and the answer.
  let instant = wallAsUtc;
  for (let pass = 0; pass < 2; pass += 1) {
    const shown = clinicNow(new Date(instant), timeZone);
    const [y, m, d] = shown.today.split('-').map(Number) as [number, number, number];
    const shownAsUtc = Date.UTC(y, m - 1, d, 0, shown.minutes);
    instant += wallAsUtc - shownAsUtc;
  }
  return new Date(instant);
}
