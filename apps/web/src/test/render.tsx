import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import { AppProvider } from '../app/provider';
import { createRoutes } from '../app/router';

/** Renders the real route table at a URL, with a query client that does not retry. */
export function renderApp(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] });
  // Nothing of this test may fetch once the next one has started.
  onTestFinished(() => {
    router.dispose();
    queryClient.clear();
  });
  return {
    router,
    ...render(
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>,
    ),
  };
}

/** Answers fetch calls by path with JSON, and anything else with a JSON 404. */
export function stubApi(routes: Record<string, unknown>) {
  return async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const body = routes[path];
    return body === undefined
      ? new Response(
          JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Nothing here' }),
          { status: 404 },
        )
      : new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
  };
}
