import { describe, expect, it } from 'vitest';
import { layout as bnLayout } from '../copy/bn/layout';
import { layout as enLayout } from '../copy/en/layout';
import { hoursText } from './clinic-hours';

const hours = {
  opening: { firstDay: 0, lastDay: 6, opens: '09:00', closes: '17:00' },
  contact: { firstDay: 6, lastDay: 4, opens: '10:00', closes: '19:00' },
  platform: null,
};

describe('hoursText', () => {
  it('words each kind as the spec does: every day, a range of days that wraps past Saturday, around the clock', () => {
    expect(hoursText(hours, enLayout)).toEqual({
      opening: '9.00 am to 5.00 pm every day',
      contact: 'Saturday to Thursday, 10:00 AM to 7:00 PM',
      platform: '24/7',
    });
  });

  it('says the same in Bangla, with Bangla weekdays and digits (the clock is banglaClock)', () => {
    const text = hoursText(hours, bnLayout);
    expect(text.opening).toMatch(/^প্রতিদিন, .*৯.* থেকে .*৫.*$/);
    expect(text.contact).toMatch(/^শনিবার থেকে বৃহস্পতিবার, .*১০.* থেকে .*৭.*$/);
    expect(text.platform).toBe('২৪/৭');
  });
});
