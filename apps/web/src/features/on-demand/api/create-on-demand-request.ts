import type { OnDemandCreated, OnDemandInput } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** POST /on-demand: asks for a doctor now; the answer says whether it waits for its payment. */
export const createOnDemandRequest = (input: OnDemandInput) =>
  apiRequest<OnDemandCreated>('/on-demand', { method: 'POST', body: input });

export function useCreateOnDemandRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOnDemandRequest,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.onDemand }),
        queryClient.invalidateQueries({ queryKey: queryRoots.bookings }),
      ]),
  });
}
