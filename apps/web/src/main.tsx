import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { App } from './app/app';
import { createRoutes } from './app/router';
import { readServerState } from './app/server-state';
import { languageFromCookieHeader, languageOrDefault } from '@sustho/contracts/language';
import { loadCopy } from './copy/load';
import { listenForInstallPrompt } from './lib/install-prompt';
import { createQueryClient } from './lib/query-client';
import './index.css';

/**
 * Loads the code of the pages the URL matches before hydrating: the server's HTML holds the
 * page, and React must render the same page on its first pass, not a loading state.
 */
async function loadMatchedPages(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy || typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/**
 * The page's language: the one the server chose (the `lang` cookie, else Accept-Language) and
 * wrote on <html>. The shell the service worker answers with offline was not written for the
 * reader, so the cookie is read here too, and the shell then says it in that language.
 */
function pageLanguage() {
  const language =
    languageFromCookieHeader(document.cookie) ?? languageOrDefault(document.documentElement.lang);
  document.documentElement.lang = language;
  return language;
}

/**
 * The service worker's registration (app/pwa/register-worker.ts) loads once the page has loaded
 * and the app runs, so it takes nothing from the first screen's budget or time.
 */
function registerWorkerLater() {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    void import('./app/pwa/register-worker').then(({ registerWorker }) => registerWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

async function start() {
  const root = document.getElementById('root')!;
  listenForInstallPrompt();
  // React DOM arrives as a chunk of its own, so the browser evaluates it in a task of its own
  // instead of in one long task with the rest of the app's code.
  const reactDom = import('react-dom/client');
  const language = pageLanguage();
  const copy = loadCopy(language);
  let serverState = readServerState();
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  if (serverState) {
    hydrate(queryClient, serverState.queries);
    // Without the page's code there is nothing to hydrate: render afresh, which shows the
    // error page with its Reload button.
    await loadMatchedPages(routes).catch(() => (serverState = null));
  }
  const router = createBrowserRouter(
    routes,
    serverState ? { hydrationData: serverState.router } : undefined,
  );
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} language={{ language, copy: await copy }} />
    </StrictMode>
  );
  // A transition lets React work in short slices instead of one long task, so the page stays
  // responsive while it starts (Lighthouse's Total Blocking Time).
  const { createRoot, hydrateRoot } = await reactDom;
  startTransition(() => {
    if (serverState) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
  registerWorkerLater();
}

void start();
