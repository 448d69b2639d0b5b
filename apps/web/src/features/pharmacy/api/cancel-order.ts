import type { Order } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** DELETE /orders/{id}: the patient cancels before packing; an online payment is refunded. */
export const cancelOrder = (id: string) =>
  apiRequest<Order>(`/orders/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.orders }),
  });
}
