import type { HomeCollectionFee } from '@sustho/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/**
 * GET /lab-orders/home-collection-fee: what the API adds for a home collection (the plan's
 * discount is the server's rule, so the booking page never shows another fee).
 */
export const useHomeCollectionFee = (enabled: boolean) =>
  useQuery({
    queryKey: [...queryRoots.labOrders, 'home-collection-fee'],
    queryFn: () => apiRequest<HomeCollectionFee>('/lab-orders/home-collection-fee'),
    enabled,
  });
