import type { ClinicalProfile, ClinicalProfileInput } from '@sustho/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** `?patientId=` naming a family member; nothing for the account's own profile. */
const forPatient = (patientId?: string) =>
  patientId ? `?${new URLSearchParams({ patientId })}` : '';

/**
 * GET /me/clinical-profile: date of birth, sex and the consent to the current version, of the
 * account's own profile or (by `patientId`) of a family member (services.md §2).
 */
export const getClinicalProfile = (patientId?: string) =>
  apiRequest<ClinicalProfile>(`/me/clinical-profile${forPatient(patientId)}`);

export const clinicalProfileQuery = (patientId?: string) =>
  queryOptions({
    queryKey: [...queryRoots.healthRecord, 'clinical-profile', patientId ?? 'self'],
    queryFn: () => getClinicalProfile(patientId),
  });

export const useClinicalProfile = (patientId?: string) => useQuery(clinicalProfileQuery(patientId));

/**
 * PUT /me/clinical-profile: the account holder's date of birth and sex (a family member is added
 * with both, on My Family).
 */
export const saveClinicalProfile = (input: ClinicalProfileInput) =>
  apiRequest<ClinicalProfile>('/me/clinical-profile', { method: 'PUT', body: input });

/** POST /me/consent: agrees, for a patient, to the consent version the server named. */
export const agreeToConsent = ({ version, patientId }: { version: string; patientId?: string }) =>
  apiRequest<ClinicalProfile>('/me/consent', {
    method: 'POST',
    body: { version, ...(patientId ? { patientId } : {}) },
  });

export function useSaveClinicalProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClinicalProfile,
    onSuccess: (profile) => queryClient.setQueryData(clinicalProfileQuery().queryKey, profile),
  });
}

export function useAgreeToConsent(patientId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: string) => agreeToConsent({ version, patientId }),
    onSuccess: (profile) =>
      queryClient.setQueryData(clinicalProfileQuery(patientId).queryKey, profile),
  });
}
