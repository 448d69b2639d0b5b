import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { doctorsQuery } from './get-doctors';

/** DELETE /doctors/{id}: removes a doctor from the list. */
export const deleteDoctor = (id: string) =>
  apiRequest<{ deletedCount: number }>(`/doctors/${id}`, { method: 'DELETE' });

export function useDeleteDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDoctor,
    onSuccess: async ({ deletedCount }) => {
      if (deletedCount > 0)
        await queryClient.invalidateQueries({ queryKey: doctorsQuery().queryKey });
    },
  });
}
