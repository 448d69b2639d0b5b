import { ON_DEMAND_REFRESH_MS, type OnDemandStatus } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /on-demand/{id}: where the patient's request stands (its patient only). */
export const getOnDemandStatus = (id: string) =>
  apiRequest<OnDemandStatus>(`/on-demand/${encodeURIComponent(id)}`);

/**
 * Whether the answer can still change: a request on its way, or one that ended paid and is not
 * refunded yet (the refund is recorded within seconds of the end).
 */
export const isSettled = (status: OnDemandStatus) =>
  status.state === 'accepted' ||
  ((status.state === 'cancelled' || status.state === 'expired') &&
    (!status.paid || status.refunded));

export const onDemandStatusQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryRoots.onDemand, 'status', id],
    queryFn: () => getOnDemandStatus(id),
    staleTime: 0,
    // A change shows within 2 s (services.md §3), also while the patient looks at another tab, so
    // the move into the room is not held back until they return.
    refetchInterval: (query) =>
      query.state.data && isSettled(query.state.data) ? false : ON_DEMAND_REFRESH_MS,
    refetchIntervalInBackground: true,
    // An unknown or foreign request is a 404: asking again will not change that.
    retry: false,
  });

export const useOnDemandStatus = (id: string) => useQuery(onDemandStatusQuery(id));
