import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** DELETE /waitlist/{id}: leaves the waitlist; a slot held for the patient goes to the next one. */
export const leaveWaitlist = (id: string) =>
  apiRequest<{ deletedCount: number }>(`/waitlist/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.waitlist }),
  });
}
