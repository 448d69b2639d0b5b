import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildMode } from './vite-plugins/build-mode';
import { precompress } from './vite-plugins/precompress';
import { preloadReactDom } from './vite-plugins/preload-react-dom';
import { pushWorker } from './vite-plugins/push-worker';
import { serviceWorker } from './vite-plugins/service-worker';

const apiTarget = process.env.SUSTHO_API_URL ?? 'http://localhost:3000';

/**
 * A contracts module without zod gets a chunk of its own, named after it: a page that shows only
 * plain facts (a plan's terms, a page's path, Bangla numerals) then loads neither zod nor the
 * schemas that happen to share a chunk with them (decision 059).
 */
function zodFreeContract(id: string): string | null {
  const module = /packages[\\/]contracts[\\/]src[\\/]([\w-]+)\.ts$/.exec(id)?.[1];
  if (!module || module === 'index') return null;
  return readFileSync(id, 'utf8').includes("from 'zod'") ? null : `contracts-${module}`;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    buildMode(),
    // The worker is written after the precompressed copies (closeBundle runs in this order), so its
    // file is served as it is, never from a stale compressed copy.
    ...(isSsrBuild ? [] : [preloadReactDom(), precompress(), pushWorker(), serviceWorker()]),
  ],
  // ws: the consultation room's signalling WebSocket goes through the proxy too.
  server: { proxy: { '/api': { target: apiTarget, ws: true }, '/uploads': apiTarget } },
  // The server build (entry-server.tsx, for the API to render public pages) needs no public files.
  publicDir: isSsrBuild ? false : 'public',
  // The manifest lets scripts/bundle-size.mjs find what the landing page loads before it is interactive.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // A schema is built by calling z: a call whose result nobody reads can be dropped, so a
          // page carries only the schemas it uses.
          treeshake: { manualPureFunctions: ['z'] },
          // Zod starts once, in its own chunk, and only on a page whose code uses a schema.
          output: {
            codeSplitting: {
              groups: [
                { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
                { name: zodFreeContract },
              ],
            },
          },
        },
  },
}));
