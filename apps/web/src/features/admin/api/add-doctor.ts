import type { NewDoctorInput } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { doctorsQuery } from './get-doctors';

/** POST /doctors: lists a new doctor; the image is a URL from uploadImage. */
export const addDoctor = (input: NewDoctorInput) =>
  apiRequest<{ acknowledged: boolean; insertedId: string }>('/doctors', {
    method: 'POST',
    body: input,
  });

export function useAddDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDoctor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: doctorsQuery().queryKey }),
  });
}
