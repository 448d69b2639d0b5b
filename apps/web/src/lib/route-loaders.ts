import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { data } from 'react-router';
import { ApiError } from './api-client';

/**
 * Loads a page's data into the query cache, turning an API 404 (or a malformed id's 400) into a
 * route 404, so the error page shows the status and the reason. The page reads the data from the
 * cache, so the loader returns nothing: a server-rendered page then ships its data once, not twice.
 */
export async function loadOr404(load: () => Promise<unknown>): Promise<null> {
  try {
    await load();
    return null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw data(error.message, { status: 404 });
    throw error;
  }
}

/**
 * A loader that starts a page's query before the page renders, so a page rendered on the server
 * arrives with its list in the HTML. A failure is left in the query cache for the page to show
 * with its retry button, rather than replacing the page with the error page.
 */
export const prefetchLoader =
  <TData, TKey extends QueryKey>(
    queryClient: QueryClient,
    query: FetchQueryOptions<TData, Error, TData, TKey>,
  ) =>
  async () => {
    await queryClient.prefetchQuery(query);
    return null;
  };
