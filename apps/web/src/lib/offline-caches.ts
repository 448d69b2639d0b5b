/**
 * What the service worker keeps of the signed-in reader's answers (decision 051): shared by the
 * worker's build settings (vite-plugins/service-worker.ts), which fill the cache, and the app
 * (lib/offline-copies.ts), which reads the mark and empties the cache on sign-out. It imports
 * nothing, so the build settings can read it.
 */

/** The runtime cache of API answers and prescription PDFs the offline pages show again. */
export const PERSONAL_CACHE = 'sustho-personal';

/** Set by the worker on an answer it served from that cache because the network failed. */
export const OFFLINE_COPY_HEADER = 'x-sustho-offline-copy';
