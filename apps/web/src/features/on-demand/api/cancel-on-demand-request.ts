import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/**
 * 'Cancel request' is DELETE /booking/{id} (an on-demand request is a booking): allowed until a
 * doctor accepts, with a full refund; 409 after.
 */
export const cancelOnDemandRequest = (id: string) =>
  apiRequest<{ deletedCount: number }>(`/booking/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useCancelOnDemandRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOnDemandRequest,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.onDemand }),
        queryClient.invalidateQueries({ queryKey: queryRoots.bookings }),
      ]),
  });
}
