import type { StaffInvitationInput } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { staffQuery } from './get-staff';

/** POST /staff/invitations: 'Add staff', which mails the invitation link. */
export const inviteStaff = (input: StaffInvitationInput) =>
  apiRequest<{ acknowledged: boolean; insertedId: string }>('/staff/invitations', {
    method: 'POST',
    body: input,
  });

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQuery().queryKey }),
  });
}
