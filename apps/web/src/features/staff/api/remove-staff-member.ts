import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { staffQuery } from './get-staff';

/** DELETE /staff/{id}: the account is a patient's again. */
export const removeStaffMember = (id: string) =>
  apiRequest<{ deletedCount: number }>(`/staff/${id}`, { method: 'DELETE' });

export function useRemoveStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeStaffMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQuery().queryKey }),
  });
}
