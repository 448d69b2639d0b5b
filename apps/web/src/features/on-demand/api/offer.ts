import { ON_DEMAND_OFFER_REFRESH_MS, type OnDemandOffer } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /on-demand/offer: the patient offered to the signed-in doctor now, or null. */
export const getOffer = () => apiRequest<OnDemandOffer | null>('/on-demand/offer');

export const offerQuery = () =>
  queryOptions({ queryKey: [...queryRoots.onDemand, 'offer'], queryFn: getOffer });

/**
 * Asked every ON_DEMAND_OFFER_REFRESH_MS while the doctor is online, also from a background tab, so an
 * offer shows (and sounds) within its first seconds wherever the doctor is looking.
 */
export const useOffer = (online: boolean) =>
  useQuery({
    ...offerQuery(),
    enabled: online,
    refetchInterval: ON_DEMAND_OFFER_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
