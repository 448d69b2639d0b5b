import type { AppointmentOption } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /appointmentOptions?date=: every treatment with its slots still free on the day ('Jan 5, 2023'). */
export const getTreatments = (date: string) =>
  apiRequest<AppointmentOption[]>(`/appointmentOptions?${new URLSearchParams({ date })}`, {
    withoutToken: true,
  });

export const treatmentsQuery = (date: string) =>
  queryOptions({
    queryKey: [...queryRoots.treatments, date],
    queryFn: () => getTreatments(date),
  });

export const useTreatments = (date: string) => useQuery(treatmentsQuery(date));
