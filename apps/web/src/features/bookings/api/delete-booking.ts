import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** DELETE /booking/{id}: cancels a booking (a paid one with a refund); its slot is free again at once. */
export const deleteBooking = (id: string) =>
  apiRequest<{ deletedCount: number }>(`/booking/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBooking,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.bookings }),
        queryClient.invalidateQueries({ queryKey: queryRoots.treatments }),
      ]),
  });
}
