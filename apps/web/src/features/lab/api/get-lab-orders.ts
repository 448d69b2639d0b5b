import type { LabOrder } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Every lab order's list; what a change to one order refreshes. */
export const labOrderListsKey = [...queryRoots.labOrders, 'list'] as const;

/**
 * GET /lab-orders: a patient's own orders; for lab staff, the orders collected on `date`
 * ('YYYY-MM-DD').
 */
export const labOrdersQuery = (date?: string) =>
  queryOptions({
    queryKey: [...labOrderListsKey, date ?? 'mine'],
    queryFn: () =>
      apiRequest<LabOrder[]>(`/lab-orders${date ? `?${new URLSearchParams({ date })}` : ''}`),
  });

export const useLabOrders = (date?: string) => useQuery(labOrdersQuery(date));

/** GET /lab-orders/{id}: one order, its patient's or for lab staff. */
export const labOrderQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryRoots.labOrders, 'one', id],
    queryFn: () => apiRequest<LabOrder>(`/lab-orders/${encodeURIComponent(id)}`),
  });

export const useLabOrder = (id: string) => useQuery(labOrderQuery(id));
