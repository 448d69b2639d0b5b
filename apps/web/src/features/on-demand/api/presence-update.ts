import type { Presence, PresenceInput } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { offerQuery } from './offer';
import { presenceQuery } from './presence';

/** PUT /on-demand/presence: go online or offline; `{online: true}` again is the page's heartbeat. */
export const updatePresence = (input: PresenceInput) =>
  apiRequest<Presence>('/on-demand/presence', { method: 'PUT', body: input });

/** 'Go online' / 'Go offline': the answer is the doctor's presence, shown at once. */
export function useUpdatePresence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePresence,
    onSuccess: (presence) => {
      queryClient.setQueryData(presenceQuery().queryKey, presence);
      // Going offline ends any offer; going online may bring one at once.
      return queryClient.invalidateQueries({ queryKey: offerQuery().queryKey });
    },
  });
}
