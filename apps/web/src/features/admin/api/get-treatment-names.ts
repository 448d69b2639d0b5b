import type { Specialty } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /appointmentSpecialty: the treatment names a doctor can practise. */
export const getTreatmentNames = () => apiRequest<Specialty[]>('/appointmentSpecialty');

export const treatmentNamesQuery = () =>
  queryOptions({ queryKey: ['treatment-names'], queryFn: getTreatmentNames });

export const useTreatmentNames = () => useQuery(treatmentNamesQuery());
