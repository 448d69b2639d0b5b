import { z } from 'zod';
import { currency } from './money.js';
import { PLAN_PERIODS, PLANS } from './plan-terms.js';

// The plans' wire shapes. Their terms (prices, periods, what each includes) are in plan-terms.ts,
// apart from zod, for the pages that only show them.

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
