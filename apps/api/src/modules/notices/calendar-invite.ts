export interface CalendarEvent {
  uid: string;
  /**
   * How often the appointment changed since the first invite (0 for it): a calendar replaces the
   * event of the same UID when a higher SEQUENCE arrives.
   */
  sequence: number;
  /** PUBLISH for the appointment as it now stands, CANCEL to remove it from the calendar. */
  method: 'PUBLISH' | 'CANCEL';
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url: string;
  /** When this version of the invite was written (DTSTAMP). */
  stampedAt: Date;
}

/** 20230105T030000Z: an instant in UTC, so every calendar shows it at the right local time. */
const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 text: backslash, semicolon, comma and newlines are escaped. */
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 folds lines longer than 75 octets: the rest continues on lines that start with a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let part = '';
  let partBytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (partBytes + size > limit) {
      parts.push(part);
      part = '';
      partBytes = 0;
    }
    part += char;
    partBytes += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

/** The header of the e-mail attachment, which names the method too (RFC 6047). */
export const inviteContentType = (method: CalendarEvent['method']) =>
  `text/calendar; charset=utf-8; method=${method}`;

/** An iCalendar file (.ics) holding one appointment, or its cancellation. */
export function calendarInvite(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sustho//Appointments//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stampedAt)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    event.method === 'CANCEL' ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
