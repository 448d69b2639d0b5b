import type { ClientConfig } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryRoots } from './query-keys';

export const getClientConfig = () =>
  apiRequest<ClientConfig>('/client-config', { withoutToken: true });

export const clientConfigQuery = () =>
  queryOptions({
    queryKey: queryRoots.clientConfig,
    queryFn: getClientConfig,
    staleTime: Infinity,
  });

export const useClientConfig = () => useQuery(clientConfigQuery());
