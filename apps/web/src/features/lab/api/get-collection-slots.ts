import type { CollectionSlot } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /lab-collection-slots?date=: the day's home collection slots and how many each still takes. */
export const collectionSlotsQuery = (date: string) =>
  queryOptions({
    queryKey: [...queryRoots.labOrders, 'slots', date],
    queryFn: () =>
      apiRequest<CollectionSlot[]>(`/lab-collection-slots?${new URLSearchParams({ date })}`),
    // What is left changes as others book: asked afresh whenever the day is shown again.
    staleTime: 0,
  });

export const useCollectionSlots = (date: string, enabled: boolean) =>
  useQuery({ ...collectionSlotsQuery(date), enabled: enabled && !!date });
