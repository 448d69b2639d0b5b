import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

afterEach(() => cleanup());

// How long findBy… and waitFor wait for what a test expects: a page's code loads on demand, and
// on a busy 2-core machine the first import of a route can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

// A console error or warning during a component test is a bug (a React or router warning, an
// unhandled failure), and so is a request that a test did not stub.
beforeEach(() => {
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${level} called: ${args.map(String).join(' ')}`);
    });
  }
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    throw new Error(`Unstubbed request in a test: ${String(input)}`);
  });
});
