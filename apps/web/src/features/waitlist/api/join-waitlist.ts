import type { WaitlistEntry, WaitlistInput } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** POST /waitlist: waits for a slot of a treatment on a full day. */
export const joinWaitlist = (input: WaitlistInput) =>
  apiRequest<WaitlistEntry>('/waitlist', { method: 'POST', body: input });

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.waitlist }),
  });
}
