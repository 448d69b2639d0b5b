import type { OwnDoctorProfile, OwnDoctorProfileInput } from '@sustho/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /me/doctor-profile: the signed-in doctor's own profile. */
export const ownDoctorProfileQuery = () =>
  queryOptions({
    queryKey: ['me', 'doctor-profile'],
    queryFn: () => apiRequest<OwnDoctorProfile>('/me/doctor-profile'),
  });

export const useOwnDoctorProfile = () => useQuery(ownDoctorProfileQuery());

/** PATCH /me/doctor-profile: a doctor edits their own photo and profile. */
export function useUpdateOwnDoctorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: OwnDoctorProfileInput) =>
      apiRequest<{ modifiedCount: number }>('/me/doctor-profile', {
        method: 'PATCH',
        body: changes,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownDoctorProfileQuery().queryKey }),
  });
}
