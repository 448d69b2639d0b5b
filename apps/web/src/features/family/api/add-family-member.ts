import type { FamilyMemberInput, PatientProfile } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { familyQuery } from '../../../lib/family';

/** POST /family: a new family member (201, their profile). */
export const addFamilyMember = (input: FamilyMemberInput) =>
  apiRequest<PatientProfile>('/family', { method: 'POST', body: input });

export function useAddFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFamilyMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyQuery().queryKey }),
  });
}
