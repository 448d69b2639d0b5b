import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** DELETE /family/{id}: the member goes; their upcoming bookings are cancelled and refunded. */
export const removeFamilyMember = (id: string) =>
  apiRequest<{ deletedCount: number }>(`/family/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** The family, and the bookings and waitlist places the removal cancelled, are fetched again. */
export function useRemoveFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFamilyMember,
    onSuccess: () =>
      Promise.all(
        [queryRoots.family, queryRoots.bookings, queryRoots.waitlist].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
