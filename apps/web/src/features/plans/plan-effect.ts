import { PLAN_RANK, type MyPlan, type Plan, type PlanSubscription } from '@sustho/contracts';

export type PlanEffect = PlanSubscription['effect'];

/**
 * What buying `plan` would do to the plan that runs now, as the API decides it (decision 047),
 * said on the checkout before anything is bought: with none running it starts now; a higher plan
 * replaces the current one the day it is paid; the same or a lower one starts when the current
 * one ends (the API refuses what it does not allow, with its reason).
 */
export function planEffect(plan: Plan, current: MyPlan['plan']): PlanEffect {
  if (current === 'none') return 'starts_now';
  return PLAN_RANK[plan] > PLAN_RANK[current] ? 'upgrades' : 'extends';
}
