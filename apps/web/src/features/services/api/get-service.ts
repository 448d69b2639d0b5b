import type { ServiceDetail } from '@sustho/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const getService = (name: string) =>
  apiRequest<ServiceDetail>(`/services/${encodeURIComponent(name)}`);

export const serviceQuery = (name: string) =>
  queryOptions({
    queryKey: [...queryRoots.services, 'detail', name.toLowerCase()],
    queryFn: () => getService(name),
  });

export const useService = (name: string) => useSuspenseQuery(serviceQuery(name));
