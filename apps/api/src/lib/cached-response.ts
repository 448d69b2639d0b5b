import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** An answer as it goes on the wire, with the tag a browser revalidates it by. */
export interface CachedResponse {
  body: string;
  etag: string;
}

/**
 * Validated against the route's contract once, when it is read from the database, then kept and
 * sent as text: what the route's serializer would do on every request.
 */
export function cachedResponse<T>(schema: z.ZodType<T>, value: T): CachedResponse {
  const body = JSON.stringify(schema.parse(value));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Sends a kept answer, or 304 when the client's copy has the same tag. A browser must ask again
 * each time (no-cache): a booking may have changed it since. One account's answer (a request the
 * auth guards marked personal) is sent private and no-store by plugins/personal-answers.ts
 * instead: no browser keeps it, so only a client that sends the tag itself gets the 304.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedResponse) {
  reply.header('etag', answer.etag);
  if (!request.personal) reply.header('cache-control', 'public, no-cache');
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
