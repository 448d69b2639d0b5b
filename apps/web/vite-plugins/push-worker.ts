import type { Plugin } from 'vite';

/**
 * Builds the service worker's Web Push part (src/push-worker.ts, decision 052) into one classic
 * script, /push-sw.js, which the Workbox-generated worker loads with importScripts (decision 051):
 * generateSW writes its own worker and cannot import the app's modules.
 */
export const pushWorker = (): Plugin => ({
  name: 'sustho-push-worker',
  apply: 'build',
  buildStart() {
    this.emitFile({ type: 'chunk', id: 'src/push-worker-entry.ts', fileName: 'push-sw.js' });
  },
});
