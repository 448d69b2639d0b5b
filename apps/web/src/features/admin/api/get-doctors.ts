import type { Doctor } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const getDoctors = () => apiRequest<Doctor[]>('/doctors');

export const doctorsQuery = () =>
  queryOptions({ queryKey: queryRoots.doctors, queryFn: getDoctors });

export const useDoctors = () => useQuery(doctorsQuery());
