import type { WaitlistEntry } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /waitlist/{id}: one of the patient's entries, with the slot it was offered. */
export const getWaitlistEntry = (id: string) =>
  apiRequest<WaitlistEntry>(`/waitlist/${encodeURIComponent(id)}`);

export const waitlistEntryQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryRoots.waitlist, 'entry', id],
    queryFn: () => getWaitlistEntry(id),
    // An unknown or foreign offer is a 404: asking again will not change that.
    retry: false,
  });

export const useWaitlistEntry = (id: string) => useQuery(waitlistEntryQuery(id));
