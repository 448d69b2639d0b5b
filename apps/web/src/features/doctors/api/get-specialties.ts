import type { Specialty } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /appointmentSpecialty: the treatments, which are the directory's specialties. */
export const getSpecialties = () =>
  apiRequest<Specialty[]>('/appointmentSpecialty', { withoutToken: true });

export const specialtiesQuery = () =>
  queryOptions({ queryKey: queryRoots.specialties, queryFn: getSpecialties });

export const useSpecialties = () => useQuery(specialtiesQuery());
