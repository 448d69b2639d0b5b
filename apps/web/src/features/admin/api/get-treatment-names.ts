import type { Specialty } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /appointmentSpecialty: the treatment names a doctor can practise. */
export const getTreatmentNames = () => apiRequest<Specialty[]>('/appointmentSpecialty');

export const treatmentNamesQuery = () =>
  queryOptions({ queryKey: queryRoots.treatmentNames, queryFn: getTreatmentNames });

export const useTreatmentNames = () => useQuery(treatmentNamesQuery());
