import { sharedValue } from './shared-value';

/**
 * Set by the worker's registration (app/pwa/register-worker.ts) when a new release's worker is
 * waiting: activates it and reloads the page onto it.
 */
export const pendingUpdate = sharedValue<(() => Promise<void>) | null>(null);
