import type { PlanSubscription } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /plan-subscriptions/{id}: one of the account's own plan purchases. */
export const getPlanSubscription = (id: string) =>
  apiRequest<PlanSubscription>(`/plan-subscriptions/${encodeURIComponent(id)}`);

export const planSubscriptionQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryRoots.plans, 'subscription', id],
    queryFn: () => getPlanSubscription(id),
  });

export const usePlanSubscription = (id: string) => useQuery(planSubscriptionQuery(id));
