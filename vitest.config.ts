import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** One Vitest run over every workspace; each keeps its own config beside its code. */
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/web', 'apps/api'],
    // Vitest's default is one worker fewer than the cores, which is one on a 2-core machine: the
    // tests spend their time in their own worker (PGlite, React), so every core takes a file.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
