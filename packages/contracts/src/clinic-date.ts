/**
 * Calendar days and half-hour slots as they travel on the wire.
 * Days are 'PP' dates ('Jan 5, 2023'), slots are 'hh:mm AM - hh:mm AM' labels.
 * The database keeps typed values (date, time); these helpers are the only translation.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const WIRE_DATE = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day 'YYYY-MM-DD' with no time zone attached. */
export type IsoDate = string;

function isRealDay(year: number, month: number, day: number): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return (
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day
  );
}

function toIso(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 'Jan 5, 2023' or '2023-01-05' to '2023-01-05'; null when it is not a real calendar day. */
export function parseWireDate(text: string): IsoDate | null {
  const wire = WIRE_DATE.exec(text.trim());
  if (wire) {
    const month = MONTHS.indexOf(wire[1]!) + 1;
    const day = Number(wire[2]);
    const year = Number(wire[3]);
    return month > 0 && isRealDay(year, month, day) ? toIso(year, month, day) : null;
  }
  const iso = ISO_DATE.exec(text.trim());
  if (iso) {
    const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    return isRealDay(year, month, day) ? toIso(year, month, day) : null;
  }
  return null;
}

/** '2023-01-05' to 'Jan 5, 2023'. */
export function formatWireDate(iso: IsoDate): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** Adds whole days to a calendar day. */
export function addDays(iso: IsoDate, days: number): IsoDate {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return toIso(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

export const SLOT_MINUTES = 30;

/** 'HH:MM' (24 h) to minutes after midnight. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** Minutes after midnight to 'HH:MM' (24 h), the database's time value. */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function clockLabel(minutes: number): string {
  const hours24 = Math.floor(minutes / 60) % 24;
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const suffix = hours24 < 12 ? 'AM' : 'PM';
  return `${String(hours12).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** '14:05' to '02:05 PM', a time of day as the wire writes it (docs/product/api.md §2). */
export function timeLabel(time: string): string {
  return clockLabel(minutesOf(time));
}

/** Slot start '09:00' to its label '09:00 AM - 09:30 AM'. */
export function slotLabel(start: string): string {
  return timeRangeLabel(start, timeOf(minutesOf(start) + SLOT_MINUTES));
}

/** '09:00' and '09:45' to '09:00 AM - 09:45 AM', for a slot of any length. */
export function timeRangeLabel(start: string, end: string): string {
  return `${clockLabel(minutesOf(start))} - ${clockLabel(minutesOf(end))}`;
}

const SLOT_LABEL = /^(\d{2}):(\d{2}) (AM|PM) - \d{2}:\d{2} (AM|PM)$/;

/** A slot label back to its start 'HH:MM'; null when the text is not a slot label. */
export function parseSlotLabel(label: string): string | null {
  const match = SLOT_LABEL.exec(label.trim());
  if (!match) return null;
  const hours12 = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours12 < 1 || hours12 > 12 || minutes > 59) return null;
  const hours24 = (hours12 % 12) + (match[3] === 'PM' ? 12 : 0);
  const start = timeOf(hours24 * 60 + minutes);
  return slotLabel(start) === label.trim() ? start : null;
}
