import type { Order } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /orders/{id}: one of the patient's orders (any order, for a pharmacist). */
export const getOrder = (id: string) => apiRequest<Order>(`/orders/${encodeURIComponent(id)}`);

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryRoots.orders, 'one', id],
    queryFn: () => getOrder(id),
  });

export const useOrder = (id: string) => useQuery(orderQuery(id));
