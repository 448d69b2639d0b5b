import type { FetchQueryOptions } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { SessionUser } from './session';

/** Any query: pages' queries differ in their data's and key's types, and are only fetched here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageQuery = FetchQueryOptions<any, any, any, any>;

/**
 * The queries a signed-in page reads on its first render, for the reader and the URL's params.
 * The server fetches them with the reader's session before rendering the page (entry-server.tsx),
 * so the page arrives with its content in the HTML instead of a spinner; the browser never calls
 * this.
 */
export type PageQueries = (user: SessionUser, params: Params) => PageQuery[];

/** A route's `handle` naming its page's queries. */
export const pageQueries = (queries: PageQueries) => ({ pageQueries: queries });

export function pageQueriesOf(handle: unknown): PageQueries | null {
  if (typeof handle !== 'object' || handle === null || !('pageQueries' in handle)) return null;
  return handle.pageQueries as PageQueries;
}
