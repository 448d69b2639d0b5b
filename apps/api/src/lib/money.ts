import { banglaAmount, DEFAULT_LANGUAGE, type Currency, type Language } from '@sustho/contracts';

/**
 * An amount as e-mails and receipts print it: '$15.00' in dollars, '৳1,500' in taka (with its
 * poisha only when there are some). The one place the API writes money for people to read; the
 * web app has its twin in apps/web/src/lib/money.ts. Bangla is written as the web app writes it
 * (`banglaAmount`: '৳১,৫০০', '১৫.০০ ডলার').
 */
export function formatMoney(
  minorUnits: number,
  currency: Currency,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const fractionDigits = currency === 'USD' || minorUnits % 100 !== 0 ? 2 : 0;
  if (language === 'bn') return banglaAmount(minorUnits / 100, currency, fractionDigits);
  const digits = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: 2,
  }).format(minorUnits / 100);
  return currency === 'USD' ? `$${digits}` : `৳${digits}`;
}

/**
 * Hundredths as the decimal string payment gateways take and answer ('1500.00'), without
 * floating-point arithmetic.
 */
export function toDecimalString(minorUnits: number): string {
  const sign = minorUnits < 0 ? '-' : '';
  const absolute = Math.abs(minorUnits);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A gateway's decimal amount ('1500', '1500.5', '1500.00') as hundredths; null when it is not one. */
export function parseDecimalAmount(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2})\d*)?$/.exec(text.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  // Digits past the second decimal must be zeros ('1500.0000'), or the amount is not in hundredths.
  const rest = text.trim().split('.')[1]?.slice(2) ?? '';
  if (/[^0]/.test(rest)) return null;
  return Number(match[1]) * 100 + Number(fraction);
}
