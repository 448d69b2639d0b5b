import type { WaitlistEntry } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /waitlist: the signed-in patient's entries still waiting or offered a slot. */
export const getWaitlist = () => apiRequest<WaitlistEntry[]>('/waitlist');

/** Every waitlist query's key starts here, so a change refetches them all. */
export const waitlistQuery = () =>
  queryOptions({ queryKey: [...queryRoots.waitlist, 'list'], queryFn: getWaitlist });

export const useWaitlist = () => useQuery(waitlistQuery());
