import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatWireDate,
  parseSlotLabel,
  parseWireDate,
  slotLabel,
} from './clinic-date.js';

describe('wire dates', () => {
  it("reads 'PP' dates and ISO dates as calendar days", () => {
    expect(parseWireDate('Jan 5, 2023')).toBe('2023-01-05');
    expect(parseWireDate('Dec 31, 2026')).toBe('2026-12-31');
    expect(parseWireDate('2024-02-29')).toBe('2024-02-29');
  });

  it('refuses impossible or malformed days', () => {
    for (const text of [
      'Feb 29, 2023',
      'Foo 1, 2023',
      '2023-13-01',
      'Jan 5 2023',
      '',
      'jan 5, 2023',
    ]) {
      expect(parseWireDate(text)).toBeNull();
    }
  });

  it('formats a day back and adds days across month and year ends', () => {
    expect(formatWireDate('2023-01-05')).toBe('Jan 5, 2023');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});

describe('slot labels', () => {
  it('labels half-hour slots on a 12-hour clock and reads them back', () => {
    expect(slotLabel('09:00')).toBe('09:00 AM - 09:30 AM');
    expect(slotLabel('11:30')).toBe('11:30 AM - 12:00 PM');
    expect(slotLabel('12:00')).toBe('12:00 PM - 12:30 PM');
    expect(slotLabel('16:30')).toBe('04:30 PM - 05:00 PM');
    for (const start of ['09:00', '11:30', '12:00', '16:30', '00:00']) {
      expect(parseSlotLabel(slotLabel(start))).toBe(start);
    }
  });

  it('refuses labels that are not a real half-hour slot', () => {
    for (const label of [
      '09:00 AM - 10:00 AM',
      '13:00 PM - 01:30 PM',
      '9:00 AM - 9:30 AM',
      'soon',
    ]) {
      expect(parseSlotLabel(label)).toBeNull();
    }
  });
});
