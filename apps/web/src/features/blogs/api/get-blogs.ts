import type { Blog } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const getBlogs = () => apiRequest<Blog[]>('/blogs');

export const blogsQuery = () => queryOptions({ queryKey: queryRoots.blogs, queryFn: getBlogs });

export const useBlogs = () => useQuery(blogsQuery());
