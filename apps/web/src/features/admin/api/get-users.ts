import { TOTAL_COUNT_HEADER, type UserListEntry } from '@sustho/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiResponse } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export interface UsersPage {
  q: string;
  page: number;
}

/** GET /users: one page of users (optionally narrowed by `q`) and how many match in all. */
export async function getUsers({
  q,
  page,
}: UsersPage): Promise<{ users: UserListEntry[]; total: number }> {
  const params = new URLSearchParams({ page: String(page) });
  if (q) params.set('q', q);
  const { data, headers } = await apiResponse<UserListEntry[]>(`/users?${params}`);
  return { users: data, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) };
}

/** The page All Users opens on: the first, unfiltered. */
export const firstUsersPage: UsersPage = { q: '', page: 1 };

export const usersQuery = (params: UsersPage) =>
  queryOptions({
    queryKey: [...queryRoots.users, 'list', params],
    queryFn: () => getUsers(params),
  });

/** Keeps the last page on screen while the next one loads, so the table does not jump. */
export const useUsers = (params: UsersPage) =>
  useQuery({ ...usersQuery(params), placeholderData: keepPreviousData });
