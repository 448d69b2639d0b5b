import { registerSW } from 'virtual:pwa-register';
import { pendingUpdate } from '../../lib/app-update';

/**
 * Registers the service worker (vite-plugins/service-worker.ts). It is loaded on its own once the
 * page is interactive, so neither its code nor the worker's precaching delays the first screen.
 * A new release's worker waits until the reader chooses 'Reload to update'.
 */
export function registerWorker(): void {
  const update = registerSW({
    onNeedRefresh() {
      pendingUpdate.set(() => update(true));
    },
  });
}
