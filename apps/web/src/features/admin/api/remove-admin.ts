import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** DELETE /users/admin/{id}: makes an admin a patient's account again. */
export const removeAdmin = (id: string) =>
  apiRequest<{ modifiedCount: number }>(`/users/admin/${id}`, { method: 'DELETE' });

export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.users }),
  });
}
