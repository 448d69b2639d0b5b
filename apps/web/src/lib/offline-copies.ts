import { OFFLINE_COPY_HEADER, PERSONAL_CACHE } from './offline-caches';
import { sharedValue } from './shared-value';

/**
 * The answers the service worker served from its cache in this visit because the network failed,
 * by API path ('/bookings?email=…'), with when the server first gave each (its Date header).
 * A fresh answer for the same path replaces the copy; signing out forgets them all.
 */
const copies = sharedValue<ReadonlyMap<string, number>>(new Map());

/** Called with every API answer. */
export function noteAnswer(path: string, headers: Headers): void {
  const current = copies.get();
  if (headers.has(OFFLINE_COPY_HEADER)) {
    const servedAt = Date.parse(headers.get('date') ?? '');
    copies.set(new Map(current).set(path, Number.isNaN(servedAt) ? Date.now() : servedAt));
  } else if (current.has(path)) {
    const next = new Map(current);
    next.delete(path);
    copies.set(next);
  }
}

/**
 * Forgets everything kept of the reader for offline reading: the worker's cache of their answers
 * and PDFs, and the marks of copies shown. Called when they sign out, so nothing personal
 * survives it; the precached shell (code and styles only) stays. Without Cache Storage (an old
 * browser, an insecure origin) the worker kept nothing.
 */
export async function forgetOfflineData(): Promise<void> {
  copies.set(new Map());
  if (typeof caches !== 'undefined') await caches.delete(PERSONAL_CACHE);
}

/**
 * When the oldest offline copy of the answers under `pathPrefix` was first given by the server,
 * or undefined when none of them is an offline copy.
 */
export function useOfflineCopyTime(pathPrefix: string): number | undefined {
  const times = [...copies.use()]
    .filter(([path]) => path.startsWith(pathPrefix))
    .map(([, servedAt]) => servedAt);
  return times.length ? Math.min(...times) : undefined;
}
