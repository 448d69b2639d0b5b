import type { Currency } from '@sustho/contracts';

/**
 * Where the spec puts the dollar sign: after the amount on cards ('Price: 15$'), before it on the
 * payment page ('Please pay $15'). Taka is always '৳700', sign first.
 */
export type PriceForm = 'suffix' | 'prefix';

const takaDigits = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * A price as every screen shows it: the one place the web app writes money. `amount` is the
 * wire's number of whole units (15 for $15). Dollars keep the spec's plain number ('15$', '$15'),
 * taka is grouped ('৳1,500').
 */
export function formatPrice(
  amount: number,
  currency: Currency,
  form: PriceForm = 'suffix',
): string {
  if (currency === 'BDT') return `৳${takaDigits.format(amount)}`;
  return form === 'prefix' ? `$${amount}` : `${amount}$`;
}
