import type { PlanOffer } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryRoots } from './query-keys';

/**
 * GET /plans: the three plans, named and described in the reader's language, priced in the
 * clinic's currency. Shared: the landing page sells them, My Plan and the checkout offer them.
 */
export const getPlans = () => apiRequest<PlanOffer[]>('/plans');

export const plansQuery = () =>
  queryOptions({ queryKey: [...queryRoots.plans, 'offers'], queryFn: getPlans });

export const usePlans = () => useQuery(plansQuery());
