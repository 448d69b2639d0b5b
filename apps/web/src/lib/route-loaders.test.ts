import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, stubApi } from '../test/stub-api';
import { testClientConfig } from '../test/client-config';
import { apiRequest } from './api-client';
import { queryRoots } from './query-keys';
import { pageLoader, signedInPageLoader } from './route-loaders';

// A page's queries, as a feature's api/ module would write them.
const blogQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryRoots.blogs, 'test', id],
    queryFn: () => apiRequest(`/blogs/${id}`),
  });
const bookingsQuery = (email: string) =>
  queryOptions({
    queryKey: [...queryRoots.bookings, 'test', email],
    queryFn: () => apiRequest(`/bookings?email=${encodeURIComponent(email)}`),
  });

afterEach(() => vi.unstubAllGlobals());

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

const args = (path: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://localhost${path}`), params, context: {} }) as LoaderFunctionArgs;

const reader = {
  user: {
    id: 'u-1',
    name: 'Rahim',
    email: 'rahim@example.com',
    emailVerified: true,
    image: null,
  },
  session: { id: 's-1', expiresAt: '2030-01-01T00:00:00Z' },
};

describe('pageLoader', () => {
  it("makes the page not found when the API does not know the URL's subject", async () => {
    stubApi({ 'GET /api/blogs/:id': failure(404, 'No blog has this id') });
    const loader = pageLoader(newClient(), ({ params }) => ({ subject: blogQuery(params.id!) }));
    const thrown: unknown = await Promise.resolve(loader(args('/blogs/x', { id: 'x' }))).catch(
      (error: unknown) => error,
    );
    // React Router turns this thrown answer into the route's 404.
    expect(thrown).toMatchObject({ data: 'No blog has this id', init: { status: 404 } });
  });
  it('shows the error page when the subject of a public page fails otherwise', async () => {
    stubApi({ 'GET /api/blogs/:id': failure(503, 'Database unavailable') });
    const loader = pageLoader(newClient(), ({ params }) => ({ subject: blogQuery(params.id!) }));
    await expect(Promise.resolve(loader(args('/blogs/x', { id: 'x' })))).rejects.toThrow(
      'Database unavailable',
    );
  });
});

describe('signedInPageLoader', () => {
  it("loads the reader's session, role and settings, then the page's data for that reader", async () => {
    const calls = stubApi({
      'GET /api/auth/get-session': reader,
      'GET /api/users/admin/:email': { isAdmin: false },
      'GET /api/me': { ...reader.user, role: 'user', doctorId: null },
      'GET /api/client-config': testClientConfig(),
      'GET /api/bookings': [],
    });
    const queryClient = newClient();
    const loader = signedInPageLoader(queryClient, (user) => ({
      queries: [bookingsQuery(user.email)],
    }));
    expect(await loader(args('/dashboard/myAppointment'))).toBeNull();
    expect(queryClient.getQueryData(bookingsQuery(reader.user.email).queryKey)).toEqual([]);
    expect(calls.map((call) => call.request)).toEqual(
      expect.arrayContaining(['GET /api/users/admin/rahim%40example.com', 'GET /api/me']),
    );
  });

  it('with nobody signed in, loads nothing and neither redirects nor fails', async () => {
    const calls = stubApi({ 'GET /api/auth/get-session': null });
    const loader = signedInPageLoader(newClient(), (user) => ({
      queries: [bookingsQuery(user.email)],
    }));
    expect(await loader(args('/dashboard/myAppointment'))).toBeNull();
    expect(calls.map((call) => call.request)).toEqual(['GET /api/auth/get-session']);
  });

  it("leaves a failing query in the cache for the page's retry button, its subject's too", async () => {
    stubApi({
      'GET /api/auth/get-session': reader,
      'GET /api/bookings': failure(503, 'Database unavailable'),
      'GET /api/blogs/:id': failure(503, 'Database unavailable'),
    });
    const queryClient = newClient();
    const loader = signedInPageLoader(queryClient, (user) => ({
      subject: blogQuery('x'),
      queries: [bookingsQuery(user.email)],
    }));
    expect(await loader(args('/dashboard/myAppointment'))).toBeNull();
    expect(queryClient.getQueryState(blogQuery('x').queryKey)?.status).toBe('error');
    const state = queryClient.getQueryState(bookingsQuery(reader.user.email).queryKey);
    expect(state?.status).toBe('error');
    expect(state?.error?.message).toBe('Database unavailable');
  });
});
