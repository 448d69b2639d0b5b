import type { Specialty } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from './api-client';
import { queryRoots } from './query-keys';

/**
 * GET /appointmentSpecialty: the treatments, which are the directory's specialties, each with its
 * name in the reader's language (`title`).
 */
export const getSpecialties = () =>
  apiRequest<Specialty[]>('/appointmentSpecialty', { withoutToken: true });

export const specialtiesQuery = () =>
  queryOptions({ queryKey: queryRoots.specialties, queryFn: getSpecialties });

export const useSpecialties = () => useQuery(specialtiesQuery());

/**
 * A treatment's name, as bookings, agendas and records carry it (the English key), in the
 * reader's language: the catalogue's title for it once loaded, else the name itself.
 */
export function useTreatmentTitle(): (name: string) => string {
  const { data } = useSpecialties();
  return useCallback(
    (name: string) => data?.find((specialty) => specialty.treatmentName === name)?.title ?? name,
    [data],
  );
}
