import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildMode } from './vite-plugins/build-mode';
import { precompress } from './vite-plugins/precompress';
import { preloadReactDom } from './vite-plugins/preload-react-dom';

const apiTarget = process.env.SUSTHO_API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    buildMode(),
    ...(isSsrBuild ? [] : [preloadReactDom(), precompress()]),
  ],
  // ws: the consultation room's signalling WebSocket goes through the proxy too.
  server: { proxy: { '/api': { target: apiTarget, ws: true }, '/uploads': apiTarget } },
  // The server build (entry-server.tsx, for the API to render public pages) needs no public files.
  publicDir: isSsrBuild ? false : 'public',
  // The manifest lets scripts/bundle-size.mjs find what the landing page loads before it is interactive.
  build: { target: 'es2022', sourcemap: false, manifest: !isSsrBuild },
}));
