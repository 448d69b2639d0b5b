import type { ClinicDay } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /appointmentOptions/days: which days of the horizon some doctor has free, are full, or nobody works. */
export const getClinicDays = () =>
  apiRequest<ClinicDay[]>('/appointmentOptions/days', { withoutToken: true });

// Under the free slots' root: a booking made or cancelled fetches them again, as it does the slots.
export const clinicDaysQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.treatments, 'clinic-days'],
    queryFn: getClinicDays,
  });

export const useClinicDays = () => useQuery(clinicDaysQuery());
