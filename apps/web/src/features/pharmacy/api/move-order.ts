import type { Order, OrderStateChange } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/**
 * PATCH /orders/{id} (pharmacists): one step forward, an approved prescription photo (to
 * `placed`), or a cancellation with a reason.
 */
export const moveOrder = ({ id, ...change }: OrderStateChange & { id: string }) =>
  apiRequest<Order>(`/orders/${encodeURIComponent(id)}`, { method: 'PATCH', body: change });

export function useMoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.orders }),
  });
}
