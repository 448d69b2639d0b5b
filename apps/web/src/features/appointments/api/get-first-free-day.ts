import type { FirstFreeDay } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /appointmentOptions/first-free-day: the first day from today with a free slot ('Jan 5, 2023'), or null. */
export const getFirstFreeDay = () =>
  apiRequest<FirstFreeDay>('/appointmentOptions/first-free-day', { withoutToken: true });

export const firstFreeDayQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.treatments, 'first-free-day'],
    queryFn: getFirstFreeDay,
  });

export const useFirstFreeDay = () => useQuery(firstFreeDayQuery());
