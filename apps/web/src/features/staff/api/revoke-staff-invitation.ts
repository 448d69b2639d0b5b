import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { staffQuery } from './get-staff';

/** DELETE /staff/invitations/{id}: the invitation's link stops working. */
export const revokeStaffInvitation = (id: string) =>
  apiRequest<{ deletedCount: number }>(`/staff/invitations/${id}`, { method: 'DELETE' });

export function useRevokeStaffInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeStaffInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQuery().queryKey }),
  });
}
