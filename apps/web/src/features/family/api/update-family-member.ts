import type { FamilyMemberPatch, PatientProfile } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { familyQuery } from '../../../lib/family';

/** PATCH /family/{id}: a member's details; for Myself only date of birth, sex and phone. */
export const updateFamilyMember = ({ id, patch }: { id: string; patch: FamilyMemberPatch }) =>
  apiRequest<PatientProfile>(`/family/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });

export function useUpdateFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFamilyMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyQuery().queryKey }),
  });
}
