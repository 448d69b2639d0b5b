export type BillingPeriod = 'monthly' | 'yearly';

/** A year costs ten months: two months free. */
export const MONTHS_CHARGED_PER_YEAR = 10;

/** A plan's price in dollars for the chosen billing period. */
export const planPrice = (monthlyPrice: number, period: BillingPeriod) =>
  period === 'yearly' ? monthlyPrice * MONTHS_CHARGED_PER_YEAR : monthlyPrice;
