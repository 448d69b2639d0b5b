import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    // The deployment test runs alone, with nginx, PostgreSQL and Redis: vitest.deploy.config.ts.
    exclude: [...configDefaults.exclude, 'test/deploy/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['test/setup.ts'],
  },
});
