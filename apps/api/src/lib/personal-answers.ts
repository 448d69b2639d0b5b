import type { FastifyRequest } from 'fastify';

/** How an answer holding one person's data is sent: no cache keeps it, shared or the browser's. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** Its answer holds the caller's data (markPersonal). */
    personal: boolean;
  }
}

/**
 * Marks the request's answer as personal: plugins/personal-answers.ts then sends it
 * PERSONAL_CACHE_CONTROL. The auth guards call this whenever they read who is calling, so every
 * route that needs a signed-in caller is covered without saying so; the session and token calls,
 * and pages rendered with the reader's data, call it themselves.
 */
export function markPersonal(request: FastifyRequest) {
  request.personal = true;
}
