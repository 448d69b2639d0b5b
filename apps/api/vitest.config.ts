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
    // Every file migrates nothing: it copies the database test/global-setup.ts migrated once.
    globalSetup: ['test/global-setup.ts'],
    // The files share their worker's modules (the app's import takes seconds): each builds its
    // own app on its own database, and test/setup.ts resets the clock after every test.
    isolate: false,
  },
});
