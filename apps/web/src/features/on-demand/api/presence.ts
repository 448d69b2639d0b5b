import { ON_DEMAND_REFRESH_MS, type Presence } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /on-demand/presence: whether the signed-in doctor is online, and free, offered or busy. */
export const getPresence = () => apiRequest<Presence>('/on-demand/presence');

export const presenceQuery = () =>
  queryOptions({ queryKey: [...queryRoots.onDemand, 'presence'], queryFn: getPresence });

/**
 * Asked again every ON_DEMAND_REFRESH_MS while the doctor is online, also from a background tab:
 * Sustho moves the doctor between free, offered and in a consultation, or sets them offline when
 * an offer runs out, and the page must say so at once.
 */
export const usePresence = () =>
  useQuery({
    ...presenceQuery(),
    refetchInterval: (query) => (query.state.data?.online ? ON_DEMAND_REFRESH_MS : false),
    refetchIntervalInBackground: true,
  });
