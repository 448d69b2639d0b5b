import { z } from 'zod';

/**
 * The currencies a clinic can charge in (`CURRENCY`): US dollars (`$`) and Bangladeshi
 * taka. Both have a hundredth as their minor unit (cents, poisha), which is what the database stores.
 */
export const CURRENCIES = ['USD', 'BDT'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The currency of every price on the wire; the price itself stays a number of whole units. */
export const currency = z.enum(CURRENCIES);

/** Whole units with up to two decimals, as an exact count of hundredths (no floating-point rounding). */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

/** Hundredths as the wire's number of whole units (15 for 1500 cents). */
export function fromMinorUnits(minor: number): number {
  return minor / 100;
}

const banglaDigits = new Map<number, Intl.NumberFormat>();

/**
 * An amount of whole units as a Bangla reader reads it, on screens, e-mails and SMS alike: taka
 * with its sign first ('৳১,৫০০'), dollars with the word after ('১৫ ডলার'), since a '$' before
 * Bangla digits is no way Bangla writes money (decision 042). `fractionDigits` is the least number
 * of decimals shown (receipts show poisha when there are some).
 */
export function banglaAmount(amount: number, currency: Currency, fractionDigits = 0): string {
  let format = banglaDigits.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('bn-BD', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: 2,
    });
    banglaDigits.set(fractionDigits, format);
  }
  return currency === 'BDT' ? `৳${format.format(amount)}` : `${format.format(amount)} ডলার`;
}
