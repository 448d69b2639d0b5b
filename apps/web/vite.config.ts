import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress';

const apiTarget = process.env.SUSTHO_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: { proxy: { '/api': apiTarget, '/uploads': apiTarget } },
  // The manifest lets scripts/bundle-size.mjs find what the landing page loads before it is interactive.
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
