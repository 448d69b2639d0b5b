import type { Prescription } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/**
 * GET /orders/{id}/prescription (pharmacists): the Sustho prescription the order cites, that one
 * only; the API writes the read to the patient's audit trail, so it is asked only when the
 * pharmacist opens it.
 */
export const getCitedPrescription = (orderId: string) =>
  apiRequest<Prescription>(`/orders/${encodeURIComponent(orderId)}/prescription`);

export const citedPrescriptionQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...queryRoots.orders, 'prescription', orderId],
    queryFn: () => getCitedPrescription(orderId),
    // A prescription never changes: once read, it is not asked (and audited) again.
    staleTime: Infinity,
  });

export const useCitedPrescription = (orderId: string, open: boolean) =>
  useQuery({ ...citedPrescriptionQuery(orderId), enabled: open });
