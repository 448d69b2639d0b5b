import type { Specialty } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /appointmentSpecialty: the treatments, which are the directory's specialties. */
export const getSpecialties = () =>
  apiRequest<Specialty[]>('/appointmentSpecialty', { withoutToken: true });

export const specialtiesQuery = () =>
  queryOptions({ queryKey: ['specialties'], queryFn: getSpecialties });

export const useSpecialties = () => useQuery(specialtiesQuery());
