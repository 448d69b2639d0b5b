import { ageOn, type PatientProfile } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { apiRequest } from './api-client';
import { useClientConfig } from './client-config';
import { queryRoots } from './query-keys';

/**
 * GET /family: the patients the account manages, Myself first (services.md §2). Shared, as every
 * screen where a patient is chosen (booking, waitlist, the record) offers them.
 */
export const getFamily = () => apiRequest<PatientProfile[]>('/family');

export const familyQuery = () =>
  queryOptions({ queryKey: [...queryRoots.family, 'list'], queryFn: getFamily });

/** The account's profiles; nothing is asked while nobody is signed in. */
export const useFamily = (signedIn = true) => useQuery({ ...familyQuery(), enabled: signedIn });

/**
 * Today on the clinic's calendar ('YYYY-MM-DD'), the day ages and childhood are counted on, as the
 * API gives it; the browser's own date until the app's settings arrive.
 */
export function useClinicToday(): string {
  const config = useClientConfig();
  return config.data?.clinic.today ?? format(new Date(), 'yyyy-MM-dd');
}

/** A profile's age in whole years on `today`, or null when its date of birth is not known. */
export const profileAge = (profile: Pick<PatientProfile, 'dateOfBirth'>, today: string) =>
  profile.dateOfBirth ? ageOn(profile.dateOfBirth, today) : null;
