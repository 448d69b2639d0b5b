import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryRoots } from './query-keys';

/** GET /users/admin/{email}: the server decides who is an admin. */
export const getIsAdmin = (email: string) =>
  apiRequest<{ isAdmin: boolean }>(`/users/admin/${encodeURIComponent(email)}`);

export const isAdminQuery = (email: string | undefined) =>
  queryOptions({
    queryKey: [...queryRoots.users, 'admin', email],
    queryFn: () => getIsAdmin(email!),
    enabled: !!email,
    staleTime: 60_000,
  });
