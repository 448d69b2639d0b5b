import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EnvError } from '../src/config/env.js';
import { assertStoredCurrency } from '../src/db/currency-check.js';
import { treatments } from '../src/db/schema.js';
import { seedCatalog } from '../src/db/seed.js';
import { formatMoney, parseDecimalAmount, toDecimalString } from '../src/lib/money.js';
import { createTestDatabase } from './helper.js';
import { createBooking, createOption } from './factories.js';

describe('the clinic currency', () => {
  it('seeds taka prices a Dhaka clinic charges when CURRENCY=BDT, and then refuses to start in dollars', async () => {
    const { db } = await createTestDatabase();
    await seedCatalog(db, 'BDT');
    const prices = await db
      .select({
        name: treatments.name,
        priceCents: treatments.priceCents,
        currency: treatments.currency,
      })
      .from(treatments);
    expect(prices.every((row) => row.currency === 'BDT')).toBe(true);
    const taka = prices.map((row) => row.priceCents / 100);
    expect(Math.min(...taka)).toBeGreaterThanOrEqual(500);
    expect(Math.max(...taka)).toBeLessThanOrEqual(1500);
    expect(prices.find((row) => row.name === 'General Physician Consultation')!.priceCents).toBe(
      50_000,
    );

    await expect(assertStoredCurrency(db, 'BDT')).resolves.toBeUndefined();
    const refusal = assertStoredCurrency(db, 'USD');
    await expect(refusal).rejects.toBeInstanceOf(EnvError);
    await expect(refusal).rejects.toThrow(
      'CURRENCY is USD, but the database holds prices in BDT. Amounts are never converted: start with CURRENCY=BDT, or with a new database to charge in USD.',
    );
  });

  it('lets the database hold a booking only in its treatment’s currency', async () => {
    const { db } = await createTestDatabase();
    const option = await createOption(db, { currency: 'USD' });
    await expect(
      createBooking(db, {
        treatmentId: option.id,
        appointmentDate: '2030-01-10',
        slotStart: '09:00',
        currency: 'BDT',
      }),
    ).rejects.toThrow();
    const booking = await createBooking(db, {
      treatmentId: option.id,
      appointmentDate: '2030-01-10',
      slotStart: '09:00',
    });
    expect(booking.currency).toBe('USD');
    await expect(
      db.update(treatments).set({ currency: 'BDT' }).where(eq(treatments.id, option.id)),
    ).rejects.toThrow();
  });

  it('writes and reads amounts exactly, without floating-point rounding', () => {
    expect(formatMoney(1500, 'USD')).toBe('$15.00');
    expect(formatMoney(150_000, 'BDT')).toBe('৳1,500');
    expect(formatMoney(70_050, 'BDT')).toBe('৳700.50');
    expect(formatMoney(150_000, 'BDT', 'bn')).toBe('৳১,৫০০');
    expect(formatMoney(1500, 'USD', 'bn')).toBe('১৫.০০ ডলার');
    expect(toDecimalString(70_000)).toBe('700.00');
    expect(toDecimalString(1999)).toBe('19.99');
    expect(parseDecimalAmount('700.00')).toBe(70_000);
    expect(parseDecimalAmount('19.99')).toBe(1999);
    expect(parseDecimalAmount('700')).toBe(70_000);
    expect(parseDecimalAmount('700.0000')).toBe(70_000);
    expect(parseDecimalAmount('700.001')).toBeNull();
    expect(parseDecimalAmount('7e2')).toBeNull();
    expect(parseDecimalAmount('')).toBeNull();
  });
});
