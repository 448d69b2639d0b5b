import type { Order, OrderInput } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** POST /orders: the order with its total (201), or a 409 naming the medicine and the reason. */
export const placeOrder = (input: OrderInput) =>
  apiRequest<Order>('/orders', { method: 'POST', body: input });

/** A placed order joins My Orders, and takes stock the search shows. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () =>
      Promise.all(
        [queryRoots.orders, queryRoots.medicines].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
