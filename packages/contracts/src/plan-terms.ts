import type { Currency } from './money.js';

/**
 * Plans (services.md §4, decision 050): the pricing section's three plans, sold. Personal is free
 * and taken with one press; Professional and Enterprise are paid like a booking, through the same
 * providers, with `subscriptionId`. A plan runs 30 or 365 days from the day it is paid and is never
 * renewed without the patient buying it again.
 */
export const PLANS = ['personal', 'professional', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

export const PLAN_PERIODS = ['monthly', 'yearly'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

/** How long a plan bought for a period runs, in days. */
export const PLAN_PERIOD_DAYS: Record<PlanPeriod, number> = { monthly: 30, yearly: 365 };

/** Professional's included consultations are counted per 30-day period from the plan's start. */
export const PLAN_CREDIT_PERIOD_DAYS = 30;

/** Consultations included per credit period; null: every consultation is covered. */
export const PLAN_CONSULTATIONS: Record<Plan, number | null> = {
  personal: 0,
  professional: 4,
  enterprise: null,
};

/** The plans that cover consultations, and so can be named in 'Covered by your {plan} plan'. */
export const COVERING_PLANS = ['professional', 'enterprise'] as const satisfies Plan[];
export type CoveringPlan = (typeof COVERING_PLANS)[number];

/** The home sample collection and medicine delivery discount every plan gives, in percent. */
export const PLAN_HOME_DISCOUNT_PERCENT = 40;

/** A plan's monthly price in whole units of each currency; a year is billed as ten months. */
export const PLAN_MONTHLY_PRICES: Record<Plan, Record<Currency, number>> = {
  personal: { BDT: 0, USD: 0 },
  professional: { BDT: 800, USD: 8 },
  enterprise: { BDT: 1900, USD: 19 },
};

/** The months a yearly plan is billed for. */
export const YEARLY_MONTHS_BILLED = 10;

/** The price of a plan for a period, in whole units of the currency. */
export function planPrice(plan: Plan, period: PlanPeriod, currencyCode: Currency): number {
  const monthly = PLAN_MONTHLY_PRICES[plan][currencyCode];
  return period === 'yearly' ? monthly * YEARLY_MONTHS_BILLED : monthly;
}

/** Which plans rank above which: a purchase of a higher plan upgrades at once (decision 050). */
export const PLAN_RANK: Record<Plan, number> = { personal: 0, professional: 1, enterprise: 2 };
