import type { Order, OrderState } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/**
 * GET /orders: a patient's own orders; a pharmacist's (or an admin's) every patient's, oldest
 * first, in one `state` when given.
 */
export const getOrders = (state?: OrderState) =>
  apiRequest<Order[]>(`/orders${state ? `?${new URLSearchParams({ state })}` : ''}`);

export const ordersQuery = (state?: OrderState) =>
  queryOptions({
    queryKey: [...queryRoots.orders, 'list', state ?? 'all'],
    queryFn: () => getOrders(state),
    // An order moves while it is watched (the pharmacist's steps, the patient's timeline).
    refetchInterval: 30_000,
  });

export const useOrders = (state?: OrderState) => useQuery(ordersQuery(state));
