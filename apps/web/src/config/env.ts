/** Where the API lives. Empty means the same origin as the app; set VITE_API_URL to point elsewhere. */
export const API_BASE_URL = `${(import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '')}/api`;

/** Requests give up after 30 s, or 60 s on touch devices (often on slower mobile networks). */
export const REQUEST_TIMEOUT_MS =
  typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches
    ? 60_000
    : 30_000;

/** A lazy page whose code has not arrived after this long is reported as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
