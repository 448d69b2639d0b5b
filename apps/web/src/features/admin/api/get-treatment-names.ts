import type { Specialty } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /appointmentSpecialty: the treatment names a doctor can practise. */
export const getSpecialties = () => apiRequest<Specialty[]>('/appointmentSpecialty');

export const specialtiesQuery = () =>
  queryOptions({ queryKey: ['appointmentSpecialty'], queryFn: getSpecialties });

export const useSpecialties = () => useQuery(specialtiesQuery());
