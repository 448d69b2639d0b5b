import type { AppointmentOption } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /appointmentOptions?date=: every treatment with its slots still free on the day ('Jan 5, 2023'). */
export const getAppointmentOptions = (date: string) =>
  apiRequest<AppointmentOption[]>(`/appointmentOptions?${new URLSearchParams({ date })}`, {
    withoutToken: true,
  });

export const appointmentOptionsQuery = (date: string) =>
  queryOptions({
    queryKey: ['appointmentOptions', date],
    queryFn: () => getAppointmentOptions(date),
  });

export const useAppointmentOptions = (date: string) => useQuery(appointmentOptionsQuery(date));
