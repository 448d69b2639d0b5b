import { defineConfig } from 'vitest/config';

/** One Vitest run over every workspace; each keeps its own config beside its code. */
export default defineConfig({
  test: { projects: ['packages/contracts', 'apps/web', 'apps/api'] },
});
