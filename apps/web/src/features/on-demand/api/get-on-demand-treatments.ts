import { ON_DEMAND_REFRESH_MS, type OnDemandTreatment } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /on-demand: the treatments offered now, with the doctors online and the wait (no session). */
export const getOnDemandTreatments = () =>
  apiRequest<OnDemandTreatment[]>('/on-demand', { withoutToken: true });

/**
 * Asked again every ON_DEMAND_REFRESH_MS, and never served from the cache as fresh: who is online
 * changes by the second (services.md §3).
 */
export const onDemandTreatmentsQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.onDemand, 'treatments'],
    queryFn: getOnDemandTreatments,
    staleTime: 0,
    refetchInterval: ON_DEMAND_REFRESH_MS,
  });

export const useOnDemandTreatments = () => useQuery(onDemandTreatmentsQuery());
