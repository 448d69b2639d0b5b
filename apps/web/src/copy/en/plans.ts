import type { CoveringPlan, Plan, PlanPeriod, PlanSubscription } from '@sustho/contracts';

const names: Record<Plan, string> = {
  personal: 'Personal',
  professional: 'Professional',
  enterprise: 'Enterprise',
};

/** A paid plan bought while none runs. */
const startsNow = 'Your plan starts the day you pay for it.';

const periods: Record<PlanPeriod, string> = { monthly: 'Monthly', yearly: 'Annually' };

/** Plans (services.md §4): the checkout, My Plan, a plan's payment and what a plan covers. */
export const plansCopy = {
  names,
  periods,
  perPeriod: { monthly: '/mo', yearly: '/yr' } satisfies Record<PlanPeriod, string>,
  periodLabel: 'Billing period',
  /** 'Covered by your {plan} plan', wherever a consultation a plan paid for shows. */
  coveredBy: (plan: CoveringPlan) => `Covered by your ${names[plan]} plan`,
  checkout: {
    title: 'Choose your plan | Sustho',
    metaDescription: 'Take or buy a Sustho plan.',
    heading: (plan: string) => `The ${plan} plan`,
    price: 'Price',
    benefits: 'What it includes',
    unknownPlan: 'There is no such plan. Choose one of the plans below.',
    startsNow,
    startsNowFree: 'Your plan starts today.',
    extends: (current: string, endsOn: string) =>
      `You already have the ${current} plan until ${endsOn}: this one starts when it ends.`,
    upgrades: (current: string) =>
      `This plan replaces your ${current} plan on the day you pay for it. The rest of the ${current} plan is not refunded.`,
    pay: 'Continue to payment',
    takePersonal: 'Take Personal',
    taken: 'Your Personal plan is active.',
    backToPlan: 'Back to My Plan',
  },
  myPlan: {
    title: 'My Plan | Sustho',
    metaDescription: 'Your Sustho plan, what it includes and what it covered.',
    heading: 'My Plan',
    none: 'You have no plan yet. Choose one of the plans below.',
    current: (plan: string) => `Your plan: ${plan}`,
    period: 'Billing period',
    endsOn: 'Ends on',
    consultationsLeft: (left: string, included: string) =>
      `Consultations left: ${left} of ${included}`,
    everyConsultation: 'Every consultation is covered, for you and your whole family.',
    discount: (percent: string) =>
      `${percent}% off the home sample collection fee and the medicine delivery fee.`,
    next: (plan: string, startsOn: string, endsOn: string) =>
      `Next: the ${plan} plan, from ${startsOn} to ${endsOn}.`,
    coveredHeading: 'Consultations your plan covered',
    noneCovered: 'Your plan has not covered a consultation yet.',
    coveredItem: (treatment: string, patient: string, date: string) =>
      `${treatment} for ${patient}, ${date}`,
    coveredNoDate: (treatment: string, patient: string) => `${treatment} for ${patient}, on demand`,
    givenBack: 'cancelled, its consultation given back',
    renew: 'Renew',
    change: 'Change plan',
    choose: 'Choose a plan',
    subscribe: (plan: string) => `Choose ${plan}`,
  },
  payment: {
    heading: (plan: string) => `Payment for the ${plan} plan`,
    instruction: (price: string, period: string) => `Please pay ${price} for the ${period} plan.`,
    paid: 'This plan is paid. There is nothing more to pay.',
    refunded: 'This plan was refunded.',
    cancelled: 'This plan purchase is cancelled, so there is nothing to pay.',
    /** What paying does to the plan that runs now, as the API decided it. */
    effects: {
      starts_now: startsNow,
      extends: 'It starts when your current plan ends.',
      upgrades:
        'It replaces your current plan on the day you pay for it. The rest of the current plan is not refunded.',
    } satisfies Record<PlanSubscription['effect'], string>,
    backToPlan: 'Back to My Plan',
  },
  admin: {
    column: 'Plan',
    none: '—',
    until: (plan: string, endsOn: string) => `${plan} until ${endsOn}`,
    refund: 'Refund plan',
    refundLabel: (name: string) => `Refund plan: ${name}`,
    refundTitle: (name: string) => `Refund ${name}'s plan?`,
    refundText: (plan: string, endsOn: string) =>
      `The ${plan} plan (until ${endsOn}) ends now and its payment is given back.`,
    reason: 'Reason',
    refunded: 'The plan was refunded.',
    cancel: 'Cancel',
  },
};
