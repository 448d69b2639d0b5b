import { describe, expect, it } from 'vitest';
import { testClientConfig } from '../../test/client-config';
import { clinicDays, clinicDay, openingDay, wireDate } from './clinic-calendar';

describe('the clinic calendar', () => {
  const clinic = { ...testClientConfig().clinic, today: '2026-11-22', bookingHorizonDays: 60 };

  it("counts from the clinic's today, as the API gives it, to the horizon", () => {
    const { today, lastDay } = clinicDays(clinic);
    expect(wireDate(today)).toBe('Nov 22, 2026');
    expect(wireDate(lastDay)).toBe('Jan 21, 2027');
  });

  it('opens on a wire day within the calendar, else on today', () => {
    const days = clinicDays(clinic);
    expect(wireDate(openingDay('Dec 5, 2026', days))).toBe('Dec 5, 2026');
    expect(wireDate(openingDay('Nov 21, 2026', days))).toBe('Nov 22, 2026');
    expect(wireDate(openingDay('Jan 22, 2027', days))).toBe('Nov 22, 2026');
    expect(wireDate(openingDay(null, days))).toBe('Nov 22, 2026');
    expect(clinicDay('not a day')).toBeNull();
  });
});
