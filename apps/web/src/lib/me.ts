import type { Me } from '@sustho/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryRoots } from './query-keys';

/** GET /me: the signed-in caller's role and doctor profile, as the server knows them now. */
export const getMe = () => apiRequest<Me>('/me');

export const meQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: [...queryRoots.me, userId],
    queryFn: getMe,
    enabled: !!userId,
    staleTime: 60_000,
  });
