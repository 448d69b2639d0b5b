import { banglaAmount } from '@sustho/contracts/bangla-amounts';
import type { Currency } from '@sustho/contracts';
import type { Language } from '@sustho/contracts/language';

/**
 * Where the dollar sign goes (docs/product/money.md §2): after the amount on cards ('Price: 15$'), before it on the
 * payment page ('Please pay $15'). Taka is always '৳700', sign first.
 */
export type PriceForm = 'suffix' | 'prefix';

const englishDigits = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

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
  if (currency === 'BDT') return `৳${englishDigits.format(amount)}`;
  return form === 'prefix' ? `$${amount}` : `${amount}$`;
}
