import { AsyncLocalStorage } from 'node:async_hooks';
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
import { clientConfigQuery } from './lib/client-config';
import { createQueryClient } from './lib/query-client';
import { sessionQuery } from './lib/session';

/** A page rendered on the server: its HTML, and the state the browser hydrates it with. */
export interface RenderedPage {
  /** For <head>: the page's title, description and preloads, and the state to hydrate with. */
  head: string;
  /** The page itself, for the root element. */
  html: string;
  /** Whether the page holds the reader's own data (it must then never be kept by a shared cache). */
  personal: boolean;
}

/** A page whose loader sent the reader elsewhere (/dashboard to their role's first page). */
export interface PageRedirect {
  /** The app's path to answer with an HTTP redirect. */
  redirectTo: string;
}

/**
 * Each render's own way to the API. `send` carries the reader's cookie, and renders for different
 * readers overlap while they wait for data, so the API client's one transport looks up the render
 * it is called from instead of keeping the last `send` it was given.
 */
const renderTransport = new AsyncLocalStorage<typeof fetch>();
setApiTransport((input, init) => {
  const send = renderTransport.getStore();
  if (!send) throw new Error('An API call outside a page render');
  return send(input, init);
});

/**
 * Renders a page the router marks serverRendered (or a page under one) in the reader's language,
 * with the data its loaders name fetched through `send`: a public page as a visitor who is not
 * signed in sees it; a signed-in page with the reader's session and the page's own data, when
 * `send` carries a session; the loaders see the reader's `cookie` on their request. A loader's
 * redirect is answered as such, so the browser never runs it. Answers null for every other URL
 * and a page that is not found: the browser renders those itself.
 */
export function renderPage(
  url: string,
  send: typeof fetch,
  language: Language,
  cookie?: string,
): Promise<RenderedPage | PageRedirect | null> {
  return renderTransport.run(send, () => render(url, language, cookie));
}

const isRedirectStatus = (status: number) => status >= 300 && status < 400;

async function render(
  url: string,
  language: Language,
  cookie: string | undefined,
): Promise<RenderedPage | PageRedirect | null> {
  const queryClient = createQueryClient();
  // A failed call should reach the page's own error state at once, not after the browser's retries.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const routes = createRoutes(queryClient);
  const matches = matchRoutes(routes, url);
  if (!matches?.some((match) => isServerRendered(match.route.handle))) return null;

  const handler = createStaticHandler(routes);
  // The loaders see the reader's cookies as a browser's request carries them (the cart's size).
  const context = await handler.query(
    new Request(new URL(url, 'http://localhost'), { headers: cookie ? { cookie } : {} }),
  );
  if (context instanceof Response) {
    const location = context.headers.get('location');
    // Only a path of this app: a loader's redirect never leaves it.
    return isRedirectStatus(context.status) && location && /^\/(?!\/)/.test(location)
      ? { redirectTo: location }
      : null;
  }
  if (context.statusCode !== 200) return null;
  const personal = !!queryClient.getQueryData(sessionQuery().queryKey);
  // Nobody signed in: a signed-in page renders its frame with a spinner, and the browser asks for
  // the session itself and sends the visitor to log in. Telling the page "nobody" here would
  // render that redirect on the server instead.
  if (!personal) queryClient.removeQueries({ queryKey: sessionQuery().queryKey, exact: true });
  // Every page's footer (store badges) and the landing page's hours read the client config.
  await queryClient.prefetchQuery(clientConfigQuery());

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
  return {
    head: rendered.slice(0, bodyStart) + stateBlock,
    html: rendered.slice(bodyStart),
    personal,
  };
}
