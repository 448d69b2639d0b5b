import {
  IMAGE_UPLOAD_FIELD,
  type OwnDoctorProfile,
  type OwnDoctorProfileInput,
  type UploadedImage,
} from '@sustho/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /me/doctor-profile: the signed-in doctor's own profile. */
export const ownDoctorProfileQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.me, 'doctor-profile'],
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

/** Uploads the photo patients see; the API checks, re-encodes and stores it on the profile. */
export function useUploadOwnDoctorPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(IMAGE_UPLOAD_FIELD, file);
      return apiRequest<UploadedImage>('/me/doctor-profile/photo', { method: 'POST', body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownDoctorProfileQuery().queryKey }),
  });
}
