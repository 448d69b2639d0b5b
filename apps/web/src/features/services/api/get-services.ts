import type { Service } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const getServices = () => apiRequest<Service[]>('/services');

export const servicesQuery = () =>
  queryOptions({ queryKey: queryRoots.services, queryFn: getServices });

export const useServices = () => useQuery(servicesQuery());
