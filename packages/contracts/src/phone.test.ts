import { describe, expect, it } from 'vitest';
import { normalisePhone, phoneNumber } from './bookings.js';

describe('phone numbers', () => {
  it('stores a Bangladeshi mobile number as +8801XXXXXXXXX however it is written', () => {
    for (const written of ['01712345678', '8801712345678', '+8801712345678', ' 01712345678 '])
      expect(normalisePhone(written)).toBe('+8801712345678');
  });

  it("keeps another country's number in + form", () => {
    expect(normalisePhone('442071838750')).toBe('+442071838750');
    expect(normalisePhone('+442071838750')).toBe('+442071838750');
  });

  it('refuses a number no SMS could reach', () => {
    for (const written of [
      '',
      '0171234567',
      '01212345678',
      '+880212345678',
      '8801212345678',
      'call me',
      '+1234567',
    ])
      expect({ written, phone: normalisePhone(written) }).toEqual({ written, phone: null });
    expect(phoneNumber.safeParse('01212345678').success).toBe(false);
  });
});
