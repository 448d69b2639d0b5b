import type { ClinicalProfile, ClinicalProfileInput } from '@sustho/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /me/clinical-profile: date of birth, sex and the consent to the current version. */
export const getClinicalProfile = () => apiRequest<ClinicalProfile>('/me/clinical-profile');

export const clinicalProfileQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.healthRecord, 'clinical-profile'],
    queryFn: getClinicalProfile,
  });

export const useClinicalProfile = () => useQuery(clinicalProfileQuery());

/** PUT /me/clinical-profile. */
export const saveClinicalProfile = (input: ClinicalProfileInput) =>
  apiRequest<ClinicalProfile>('/me/clinical-profile', { method: 'PUT', body: input });

/** POST /me/consent: agrees to the consent version the server named. */
export const agreeToConsent = (version: string) =>
  apiRequest<ClinicalProfile>('/me/consent', { method: 'POST', body: { version } });

export function useSaveClinicalProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClinicalProfile,
    onSuccess: (profile) => queryClient.setQueryData(clinicalProfileQuery().queryKey, profile),
  });
}

export function useAgreeToConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agreeToConsent,
    onSuccess: (profile) => queryClient.setQueryData(clinicalProfileQuery().queryKey, profile),
  });
}
