import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** PUT /users/admin/{id}: makes the user an admin. */
export const makeAdmin = (id: string) =>
  apiRequest<{ modifiedCount: number }>(`/users/admin/${id}`, { method: 'PUT' });

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.users }),
  });
}
