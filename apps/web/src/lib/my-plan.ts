import type { CoveringPlan, MyPlan } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryRoots } from './query-keys';

/**
 * GET /me/plan: the plan that runs today (services.md §4). Shared: My Plan shows it, and every
 * form that books a consultation says beforehand whether the plan covers it.
 */
export const getMyPlan = () => apiRequest<MyPlan>('/me/plan');

export const myPlanQuery = () =>
  queryOptions({ queryKey: [...queryRoots.plans, 'mine'], queryFn: getMyPlan });

/** The account's plan; nothing is asked while nobody is signed in. */
export const useMyPlan = (signedIn = true) => useQuery({ ...myPlanQuery(), enabled: signedIn });

/**
 * The plan that would cover a consultation for this patient, before it is booked: Professional
 * with a consultation left, for the account holder only; Enterprise, for anyone in the family.
 * The booking's own `coveredBy` has the last word.
 */
export function coveringPlan(
  plan: MyPlan | undefined,
  forAccountHolder: boolean,
): CoveringPlan | null {
  if (plan?.plan === 'enterprise') return 'enterprise';
  if (plan?.plan === 'professional' && forAccountHolder && (plan.consultationsLeft ?? 0) > 0)
    return 'professional';
  return null;
}
