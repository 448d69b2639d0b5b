import { describe, expect, it } from 'vitest';
import { clinicInstant } from '../src/lib/clinic-time.js';
import { calendarInvite } from '../src/modules/notices/calendar-invite.js';

describe('clinicInstant', () => {
  it("turns the clinic's wall-clock time into an instant, across daylight-saving changes", () => {
    expect(clinicInstant('2026-02-10', '09:00', 'Asia/Dhaka').toISOString()).toBe(
      '2026-02-10T03:00:00.000Z',
    );
    expect(clinicInstant('2026-12-31', '23:30', 'Asia/Dhaka').toISOString()).toBe(
      '2026-12-31T17:30:00.000Z',
    );
    // New York: UTC-5 in winter, UTC-4 in summer; the change falls on Mar 8, 2026 at 02:00.
    expect(clinicInstant('2026-03-07', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-03-07T14:00:00.000Z',
    );
    expect(clinicInstant('2026-03-08', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-03-08T13:00:00.000Z',
    );
    expect(clinicInstant('2026-07-01', '16:30', 'America/New_York').toISOString()).toBe(
      '2026-07-01T20:30:00.000Z',
    );
  });
});

describe('calendarInvite', () => {
  const invite = calendarInvite({
    uid: 'abc@sustho',
    sequence: 0,
    method: 'PUBLISH',
    start: new Date('2026-02-10T03:00:00Z'),
    end: new Date('2026-02-10T03:30:00Z'),
    summary: 'Teeth Orthodontics; cleaning, and more',
    description: `Line one\nline two with a long tail ${'x'.repeat(80)} and ‘quotes’ ১২৩`,
    url: 'http://localhost:3000/dashboard/myAppointment',
    stampedAt: new Date('2026-02-01T10:20:30.456Z'),
  });
  const lines = invite.split('\r\n');

  it('holds one half-hour event in UTC with CRLF line ends', () => {
    expect(invite.endsWith('\r\n')).toBe(true);
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('DTSTART:20260210T030000Z');
    expect(lines).toContain('DTEND:20260210T033000Z');
    expect(lines).toContain('DTSTAMP:20260201T102030Z');
    expect(lines).toContain('UID:abc@sustho');
    expect(lines).toContain('SUMMARY:Teeth Orthodontics\\; cleaning\\, and more');
  });

  it('folds lines at 75 octets and escapes newlines', () => {
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = invite.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      `DESCRIPTION:Line one\\nline two with a long tail ${'x'.repeat(80)} and ‘quotes’ ১২৩\r\n`,
    );
  });
});
