import { describe, expect, it } from 'vitest';
import { clinicDays, wireDate } from './clinic-calendar';

describe('the clinic calendar', () => {
  it("takes today from the clinic's time zone, not the browser's", () => {
    // 22:30 UTC on Nov 21 is already 04:30 on Nov 22 in Dhaka, and still Nov 21 in New York.
    const now = new Date('2026-11-21T22:30:00Z');
    const dhaka = clinicDays('Asia/Dhaka', 60, now);
    expect(wireDate(dhaka.today)).toBe('Nov 22, 2026');
    expect(wireDate(dhaka.lastDay)).toBe('Jan 21, 2027');
    expect(wireDate(clinicDays('America/New_York', 60, now).today)).toBe('Nov 21, 2026');
  });
});
