import type { DoctorUpdateInput } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { doctorsQuery } from './get-doctors';

/** PATCH /doctors/{id}: an admin edits a doctor's name, photo and profile. */
export const updateDoctor = ({ id, changes }: { id: string; changes: DoctorUpdateInput }) =>
  apiRequest<{ modifiedCount: number }>(`/doctors/${id}`, { method: 'PATCH', body: changes });

export function useUpdateDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDoctor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: doctorsQuery().queryKey }),
  });
}
