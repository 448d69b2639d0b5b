import { describe, expect, it } from 'vitest';
import { formats } from './format';

describe('formats', () => {
  it('shows the wire’s own English forms to English readers', () => {
    expect(formats.en.date('Jan 5, 2027')).toBe('Jan 5, 2027');
    expect(formats.en.date('2027-01-05')).toBe('Jan 5, 2027');
    expect(formats.en.slot('09:00 AM - 09:30 AM')).toBe('09:00 AM - 09:30 AM');
    expect(formats.en.number(3)).toBe('3');
  });

  it('writes days, slots and counts with Bangla digits and month names, as e-mails do', () => {
    expect(formats.bn.date('Jan 5, 2027')).toBe('৫ জানুয়ারি, ২০২৭');
    expect(formats.bn.slot('09:00 AM - 02:30 PM')).toBe('সকাল ৯:০০ - দুপুর ২:৩০');
    expect(formats.bn.slot('03:30 PM - 04:00 PM')).toBe('বিকাল ৩:৩০ - বিকাল ৪:০০');
    expect(formats.bn.instant('2026-11-23T10:45:00Z', 'Asia/Dhaka')).toBe(
      '২৩ নভেম্বর, ২০২৬, বিকাল ৪:৪৫',
    );
    expect(formats.en.instant('2026-11-23T10:45:00Z', 'Asia/Dhaka')).toBe('Nov 23, 2026, 04:45 PM');
    expect(formats.bn.number(15)).toBe('১৫');
    expect(formats.bn.localDay('2027-01-05')).toBe('৫ জানুয়ারি, ২০২৭');
    expect(formats.en.localDay('2027-01-05')).toBe('Jan 5, 2027');
    expect(formats.bn.doctor('Dr. Farhana Rahman')).toBe('ডা. Farhana Rahman');
    expect(formats.en.doctor('Dr. Farhana Rahman')).toBe('Dr. Farhana Rahman');
  });

  it('leaves what is not a date as it came', () => {
    expect(formats.bn.date('soon')).toBe('soon');
  });
});
