import type { PlanRefundInput, PlanSubscription } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** POST /admin/plan-subscriptions/{id}/refund: the plan's payment is given back and the plan ends. */
export const refundPlan = ({ id, input }: { id: string; input: PlanRefundInput }) =>
  apiRequest<PlanSubscription>(`/admin/plan-subscriptions/${encodeURIComponent(id)}/refund`, {
    method: 'POST',
    body: input,
  });

export function useRefundPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.users }),
  });
}
