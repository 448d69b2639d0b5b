import { banglaAmount } from '@sustho/contracts/bangla-amounts';
import type { Currency } from '@sustho/contracts';
import type { Language } from '@sustho/contracts/language';

/**
 * Where the dollar sign goes (docs/product/money.md §2): after the amount on cards ('Price: 15$'), before it on the
 * payment page ('Please pay $15'). Taka is always '৳700', sign first.
 */
export type PriceForm = 'suffix' | 'prefix';

/**
 * '1500' → '1,500', '1234.5' → '1,234.5': grouped by threes, at most two decimals. Written out
 * rather than with Intl: a page's first Intl formatter loads the browser's locale data, some
 * 100 ms of a phone's start-up, and nearly every page shows a price.
 */
function englishGrouped(amount: number): string {
  const [whole = '', fraction] = String(Math.round(amount * 100) / 100).split('.');
  return whole.replace(/\B(?=(\d{3})+$)/g, ',') + (fraction ? `.${fraction}` : '');
}

/**
 * A price as every screen shows it: the one place the web app writes money. `amount` is the
 * wire's number of whole units (15 for $15). Dollars keep their plain number ('15$', '$15'),
 * taka is grouped ('৳1,500'). Bangla writes taka with Bangla digits ('৳১,৫০০') and dollars as
 * '১৫ ডলার' wherever they stand (`banglaAmount`, shared with the API's e-mails).
 * Screens call it through `useFormat().price`, which passes the reader's language.
 */
export function formatPrice(
  amount: number,
  currency: Currency,
  form: PriceForm,
  language: Language,
): string {
  if (language === 'bn') return banglaAmount(amount, currency);
  if (currency === 'BDT') return `৳${englishGrouped(amount)}`;
  return form === 'prefix' ? `$${amount}` : `${amount}$`;
}
