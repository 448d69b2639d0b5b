import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import { TestProviders } from '../test/providers';
import { createRoutes } from './router';

/** For tests: renders the real route table at a URL, with a query client that does not retry. */
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
      <TestProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </TestProviders>,
    ),
  };
}
