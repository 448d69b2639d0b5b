import type { PayableSummary } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /payables/{id}: what the payment page's id names, a booking or a plan subscription. */
export const getPayable = (id: string) =>
  apiRequest<PayableSummary>(`/payables/${encodeURIComponent(id)}`);

export const payableQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryRoots.payments, 'payable', id],
    queryFn: () => getPayable(id),
  });

export const usePayable = (id: string) => useQuery(payableQuery(id));
