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
