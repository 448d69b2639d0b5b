import { describe, expect, it } from 'vitest';
import { banglaClock } from './bangla-dates.js';
import { banglaAmount } from './bangla-amounts.js';
import { doctorDisplayName } from './doctor-name.js';

describe('banglaClock', () => {
  it('names the part of the day by the hour bands of decision 042, never AM/PM', () => {
    expect(banglaClock(4, 30)).toBe('ভোর ৪:৩০');
    expect(banglaClock(10, 0)).toBe('সকাল ১০:০০');
    expect(banglaClock(12, 15)).toBe('দুপুর ১২:১৫');
    expect(banglaClock(15, 30)).toBe('বিকাল ৩:৩০');
    expect(banglaClock(18, 5)).toBe('সন্ধ্যা ৬:০৫');
    expect(banglaClock(21, 0)).toBe('রাত ৯:০০');
    expect(banglaClock(0, 0)).toBe('রাত ১২:০০');
  });
});

describe('banglaAmount', () => {
  it('writes one sign or word with Bangla digits', () => {
    expect(banglaAmount(500, 'BDT')).toBe('৳৫০০');
    expect(banglaAmount(30, 'USD')).toBe('৩০ ডলার');
  });
});

describe('doctorDisplayName', () => {
  it('names a doctor once, with the title of the reader’s language', () => {
    expect(doctorDisplayName('Dr. Farhana Rahman', 'bn')).toBe('ডা. Farhana Rahman');
    expect(doctorDisplayName('Farhana Rahman', 'bn')).toBe('ডা. Farhana Rahman');
    expect(doctorDisplayName('Dr Farhana Rahman', 'en')).toBe('Dr. Farhana Rahman');
    expect(doctorDisplayName('Farhana Rahman', 'en')).toBe('Dr. Farhana Rahman');
    expect(doctorDisplayName('ডা. ফারহানা রহমান', 'bn')).toBe('ডা. ফারহানা রহমান');
  });
});
