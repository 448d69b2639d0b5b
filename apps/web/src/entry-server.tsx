import type { Language } from '@sustho/contracts/language';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { AppProvider } from './app/provider';
import { createRoutes, isServerRendered } from './app/router';
import { SERVER_STATE_ID, serializeServerState } from './app/server-state';
import { setApiTransport } from './lib/api-client';
import { loadCopy } from './copy/load';
import { createQueryClient } from './lib/query-client';

/** A public page rendered on the server: its HTML, and the state the browser hydrates it with. */
export interface RenderedPage {
  /** For <head>: the page's title, description and preloads, and the state to hydrate with. */
  head: string;
  /** The page itself, for the root element. */
  html: string;
}

/**
 * Renders a public page or the dashboard's frame (a route marked serverRendered, or a page under
 * one) as a visitor who is not signed in sees it, in their language, with its data fetched through `send`. Answers null for every other URL, a redirect or a
 * page that is not found: the browser renders those itself, as before.
 */
export async function renderPage(
  url: string,
  send: typeof fetch,
  language: Language,
): Promise<RenderedPage | null> {
  setApiTransport(send);
  const queryClient = createQueryClient();
  // A failed call should reach the page's own error state at once, not after the browser's retries.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const routes = createRoutes(queryClient);
  const matches = matchRoutes(routes, url);
  if (!matches?.some((match) => isServerRendered(match.route.handle))) return null;

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response || context.statusCode !== 200) return null;

  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider
        queryClient={queryClient}
        language={{ language, copy: await loadCopy(language), setLanguage: () => undefined }}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
    // Every Suspense boundary goes inline, whatever its size: a boundary sent apart needs an inline
    // script to put it in place, which the Content-Security-Policy forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let rendered = '';
  for await (const chunk of prelude) rendered += String(chunk);
  // React writes a page's hoisted <title>, <meta> and <link> elements first, before the layout's root <div>.
  const bodyStart = rendered.indexOf('<div');
  const state = serializeServerState({
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
    },
    queries: dehydrate(queryClient),
  });
  const stateBlock = `<script type="application/json" id="${SERVER_STATE_ID}">${state}</script>`;
  return { head: rendered.slice(0, bodyStart) + stateBlock, html: rendered.slice(bodyStart) };
}
