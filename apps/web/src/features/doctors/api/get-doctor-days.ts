import type { DoctorDay } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /public/doctors/{id}/days: which days of the horizon are free, full or off for the doctor. */
export const getDoctorDays = (id: string) =>
  apiRequest<DoctorDay[]>(`/public/doctors/${encodeURIComponent(id)}/days`, {
    withoutToken: true,
  });

// Under the free slots' root: a booking made or cancelled fetches them again, as it does the slots.
export const doctorDaysQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryRoots.treatments, 'doctor-days', id],
    queryFn: () => getDoctorDays(id),
  });

export const useDoctorDays = (id: string) => useQuery(doctorDaysQuery(id));
