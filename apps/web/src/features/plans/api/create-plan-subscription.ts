import type { PlanSubscription, PlanSubscriptionInput } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** POST /plan-subscriptions: Personal runs at once; a paid plan waits for its payment (201). */
export const createPlanSubscription = (input: PlanSubscriptionInput) =>
  apiRequest<PlanSubscription>('/plan-subscriptions', { method: 'POST', body: input });

export function useCreatePlanSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlanSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.plans }),
  });
}
