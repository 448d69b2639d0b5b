import type { TreatmentSettings } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /treatments: every treatment's settings, by name (admins). */
export const getTreatmentSettings = () => apiRequest<TreatmentSettings[]>('/treatments');

export const treatmentSettingsQuery = () =>
  queryOptions({ queryKey: queryRoots.treatmentSettings, queryFn: getTreatmentSettings });

export const useTreatmentSettings = () => useQuery(treatmentSettingsQuery());
