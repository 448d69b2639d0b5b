import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** An answer as it goes on the wire, with the tag a browser revalidates it by. */
export interface WireAnswer {
  body: string;
  etag: string;
}

/**
 * Validated against the route's contract once, when it is read from the database, then kept and
 * sent as text: what the route's serializer would do on every request.
 */
export function wireAnswer<T>(schema: z.ZodType<T>, value: T): WireAnswer {
  const body = JSON.stringify(schema.parse(value));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Sends a kept answer, or 304 when the browser's copy has the same tag. The browser must ask
 * again each time (no-cache): a booking may have changed it since. `audience` is 'private' for
 * one account's answer, which no shared cache may keep.
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: WireAnswer,
  audience: 'public' | 'private' = 'public',
) {
  reply.header('etag', answer.etag).header('cache-control', `${audience}, no-cache`);
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
