import { z } from 'zod';
import { currency, type Currency } from './money.js';

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

/** GET /api/plans: one plan of the pricing section, named and described in the reader's language. */
export const planOffer = z.object({
  plan: z.enum(PLANS),
  name: z.string(),
  /** In whole units of `currency`, as every price on the wire. */
  monthlyPrice: z.number(),
  yearlyPrice: z.number(),
  currency,
  benefits: z.array(z.string()),
  /** How many consultations it includes per 30 days; null: all of them. */
  consultationsIncluded: z.number().int().nullable(),
});
export type PlanOffer = z.infer<typeof planOffer>;

/** POST /api/plan-subscriptions. */
export const planSubscriptionInput = z.object({
  plan: z.enum(PLANS, { message: "must be 'personal', 'professional' or 'enterprise'" }),
  period: z.enum(PLAN_PERIODS, { message: "must be 'monthly' or 'yearly'" }),
});
export type PlanSubscriptionInput = z.input<typeof planSubscriptionInput>;

export const PLAN_SUBSCRIPTION_STATES = [
  'awaiting_payment',
  'active',
  'cancelled',
  'refunded',
] as const;
export type PlanSubscriptionState = (typeof PLAN_SUBSCRIPTION_STATES)[number];

/**
 * A subscription to a plan: to pay (`awaiting_payment`, its `_id` the payment page's id), running
 * or ended. `startsOn`/`endsOn` ('YYYY-MM-DD', the end exclusive) are null until it is paid.
 * `upgrades` names the plan a purchase of a higher plan ends on the day it is paid.
 */
export const planSubscription = z.object({
  _id: z.string(),
  plan: z.enum(PLANS),
  name: z.string(),
  period: z.enum(PLAN_PERIODS),
  price: z.number(),
  currency,
  state: z.enum(PLAN_SUBSCRIPTION_STATES),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  paid: z.boolean(),
  refunded: z.boolean(),
  refundedAmount: z.number(),
  /** What buying it does to the plan that runs now: starts after it, or replaces it today. */
  effect: z.enum(['starts_now', 'extends', 'upgrades']),
});
export type PlanSubscription = z.infer<typeof planSubscription>;

/** One consultation a plan covered, for My Plan. */
export const coveredConsultation = z.object({
  bookingId: z.string(),
  treatmentName: z.string(),
  patientName: z.string(),
  /** 'YYYY-MM-DD'; null for a Consult now request not yet accepted. */
  appointmentDate: z.string().nullable(),
  /** Whether it still counts: cancelled ones gave their credit back. */
  active: z.boolean(),
});

/**
 * GET /api/me/plan: the plan that runs today (`plan: 'none'` when none does). For Enterprise,
 * `consultationsLeft` and `consultationsIncluded` are null (every consultation is covered).
 */
export const myPlan = z.object({
  plan: z.enum([...PLANS, 'none']),
  name: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  period: z.enum(PLAN_PERIODS).nullable(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  consultationsLeft: z.number().int().nullable(),
  consultationsIncluded: z.number().int().nullable(),
  /** A plan bought to start when this one ends, if any. */
  next: z
    .object({ plan: z.enum(PLANS), name: z.string(), startsOn: z.string(), endsOn: z.string() })
    .nullable(),
  covered: z.array(coveredConsultation),
});
export type MyPlan = z.infer<typeof myPlan>;

/** POST /api/admin/plan-subscriptions/{id}/refund: an admin gives a plan's payment back. */
export const planRefundInput = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { message: 'is required' })
    .max(500, { message: 'must be at most 500 characters' }),
});
export type PlanRefundInput = z.input<typeof planRefundInput>;
