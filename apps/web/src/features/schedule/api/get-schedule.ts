import type { Schedule } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** The signed-in doctor's own schedule without an id; a doctor's by id (admins). */
export const schedulePath = (doctorId?: string) =>
  doctorId ? `/doctors/${doctorId}/schedule` : '/me/schedule';

/** GET /me/schedule or /doctors/{id}/schedule: hours, time off and the bookings outside them. */
export const getSchedule = (doctorId?: string) => apiRequest<Schedule>(schedulePath(doctorId));

export const scheduleQuery = (doctorId?: string) =>
  queryOptions({
    queryKey: [...queryRoots.schedule, doctorId ?? 'me'],
    queryFn: () => getSchedule(doctorId),
  });

export const useSchedule = (doctorId?: string) => useQuery(scheduleQuery(doctorId));
