import type { Blog } from '@sustho/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const getBlog = (id: string) => apiRequest<Blog>(`/blogs/${encodeURIComponent(id)}`);

export const blogQuery = (id: string) =>
  queryOptions({ queryKey: [...queryRoots.blogs, 'detail', id], queryFn: () => getBlog(id) });

export const useBlog = (id: string) => useSuspenseQuery(blogQuery(id));
