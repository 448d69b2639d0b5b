import type { Currency } from './money.js';

// Apart from money.ts, which builds a schema: a screen that only writes amounts (every page's
// prices) then does not load the schema library with the landing page.
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
