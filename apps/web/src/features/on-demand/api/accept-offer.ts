import type { OnDemandAccepted } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** POST /on-demand/{id}/accept: the doctor takes the patient; the answer names the room's booking. */
export const acceptOffer = (offerId: string) =>
  apiRequest<OnDemandAccepted>(`/on-demand/${offerId}/accept`, { method: 'POST' });

export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    // Accepted or gone (409), the offer and the doctor's state have changed; the agenda gains it.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.onDemand }),
        queryClient.invalidateQueries({ queryKey: queryRoots.agenda }),
      ]),
  });
}
