import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** POST /on-demand/{id}/decline: the patient goes to the next doctor, keeping their place (204). */
export const declineOffer = (offerId: string) =>
  apiRequest<null>(`/on-demand/${offerId}/decline`, { method: 'POST' });

export function useDeclineOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.onDemand }),
  });
}
