import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunction, type LoaderFunctionArgs, type Params } from 'react-router';
import { ApiError } from './api-client';
import { clientConfigQuery } from './client-config';
import { isAdminQuery } from './is-admin';
import { meQuery } from './me';
import { sessionQuery, type SessionUser } from './session';

/** Any query: pages' queries differ in their data's and key's types, and are only fetched here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageQuery = FetchQueryOptions<any, any, any, any>;

/** What a page reads on its first render. */
export interface PageData {
  /**
   * The record the URL names (a doctor, a blog, a consultation room): when the API does not know
   * it (404, or 400 for a malformed id), the page is the not-found page.
   */
  subject?: PageQuery;
  /** The page's other queries. */
  queries?: PageQuery[];
}

/** The URL a page is loaded for. */
export interface PageUrl {
  params: Params;
  url: URL;
}

/**
 * Fills the query cache with a page's data before the page renders, so a page rendered on the
 * server arrives with its content in the HTML and the browser's first render finds it in the cache
 * (decision 039). The page reads the data from the cache, so the loader returns nothing: a
 * server-rendered page then ships its data once, not twice. A failure stays in the cache for the
 * page to show with its retry button. Only the subject's failure may replace the page:
 * - on a public page, which is about its subject and reads it with suspense, an unknown subject is
 *   the not-found page with the API's reason, and any other failure the error page;
 * - on a signed-in page, an unknown subject is the bare not-found page, worded in the reader's
 *   language, so someone else's room reads the same as a missing one
 *   (docs/product/consultation.md §1); any other failure is the page's own to show.
 */
async function loadPageData(
  queryClient: QueryClient,
  { subject, queries = [] }: PageData,
  page: 'public' | 'signed-in',
): Promise<null> {
  await Promise.all(
    [...(subject ? [subject] : []), ...queries].map((query) => queryClient.prefetchQuery(query)),
  );
  const error = subject && queryClient.getQueryState(subject.queryKey)?.error;
  if (!error) return null;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    throw data(page === 'public' ? error.message : null, { status: 404 });
  if (page === 'public') throw error;
  return null;
}

const pageUrl = ({ params, request }: LoaderFunctionArgs): PageUrl => ({
  params,
  url: new URL(request.url),
});

/** The loader of a page anyone may see: its data as a visitor who is not signed in sees it. */
export const pageLoader =
  (queryClient: QueryClient, page: (url: PageUrl) => PageData): LoaderFunction =>
  (args) =>
    loadPageData(queryClient, page(pageUrl(args)), 'public');

/**
 * The loader of a signed-in page: the reader's session, role and the app's settings (which the
 * header and the dashboard's menu read), then the page's own data for that reader. On the server
 * it runs with the reader's cookie (entry-server.tsx). With nobody signed in it loads nothing and
 * neither redirects nor fails: the page renders its frame with a spinner, and the browser sends
 * the visitor to log in (RequireAuth).
 */
export const signedInPageLoader =
  (
    queryClient: QueryClient,
    page: (reader: SessionUser, url: PageUrl) => PageData = () => ({}),
  ): LoaderFunction =>
  async (args) => {
    const reader = await queryClient.fetchQuery(sessionQuery()).catch(() => null);
    if (!reader) return null;
    const { subject, queries = [] } = page(reader, pageUrl(args));
    return loadPageData(
      queryClient,
      {
        subject,
        queries: [isAdminQuery(reader.email), meQuery(reader.id), clientConfigQuery(), ...queries],
      },
      'signed-in',
    );
  };
