import type { Agenda } from '@sustho/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /me/agenda: a day's bookings (the clinic's today without `date`) and the next ones. */
export const getAgenda = (date?: string) =>
  apiRequest<Agenda>(date ? `/me/agenda?date=${encodeURIComponent(date)}` : '/me/agenda');

export const agendaQuery = (date?: string) =>
  queryOptions({
    queryKey: [...queryRoots.agenda, date ?? 'today'],
    queryFn: () => getAgenda(date),
  });

/** Keeps the previous day on screen while the next one loads, so the page does not jump. */
export const useAgenda = (date?: string) =>
  useQuery({ ...agendaQuery(date), placeholderData: keepPreviousData });
