import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:deploy`: two API processes behind nginx on one PostgreSQL and one Redis
 * (decision 027). Apart from the other API tests, since it needs all three.
 */
export default defineConfig({
  test: {
    name: 'deploy',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test/deploy/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    setupFiles: ['test/setup.ts'],
  },
});
