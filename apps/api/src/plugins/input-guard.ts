import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.js';

/** Deeper than any form the app sends; deeper JSON is refused before anything recurses into it. */
const MAX_DEPTH = 32;

/**
 * Half of a UTF-16 surrogate pair with no other half: JSON can spell one (`"\ud800"`), but it is
 * no character, PostgreSQL refuses it in `jsonb`, and UTF-8 cannot encode it.
 */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** What is wrong with a parsed request part, or null: walked without recursion, so depth cannot overflow the stack. */
function problemIn(value: unknown): string | null {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: item, depth } = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return 'must not contain the NUL character (U+0000)';
      if (LONE_SURROGATE.test(item))
        return 'must not contain a lone UTF-16 surrogate (\\uD800-\\uDFFF without its pair)';
      continue;
    }
    if (item === null || typeof item !== 'object' || Buffer.isBuffer(item)) continue;
    if (depth >= MAX_DEPTH) return `must not nest deeper than ${MAX_DEPTH} levels`;
    for (const [key, child] of Object.entries(item))
      pending.push({ value: key, depth }, { value: child, depth: depth + 1 });
  }
  return null;
}

/**
 * What makes an API path non-canonical, or null. A path with dot segments, encoded dots or
 * slashes, or empty segments can name the same handler as its plain spelling while matching
 * nothing that keys on the plain one (rate limits, for a start), so such paths are refused.
 */
export function nonCanonicalPath(url: string): string | null {
  const path = url.split('?')[0]!;
  if (/%2e|%2f|%5c/i.test(path)) return 'must not contain encoded dots, slashes or backslashes';
  const segments = path.split('/').slice(1);
  if (segments.some((segment) => segment === '.' || segment === '..'))
    return "must not contain '.' or '..' segments";
  if (segments.slice(0, -1).some((segment) => segment === '')) return "must not contain '//'";
  if (path.includes('\\')) return 'must not contain backslashes';
  return null;
}

/**
 * Refuses, with a 400, input that every route would otherwise choke on deep inside: PostgreSQL
 * cannot store U+0000 in text nor a lone surrogate in `jsonb`, and better-auth re-serialises
 * bodies recursively. A hook here covers our routes and better-auth's alike, before validation or
 * any handler runs. Only a JSON escape makes a lone surrogate: the router refuses a path with
 * invalid UTF-8, and query strings and forms keep such bytes as text or decode them to U+FFFD.
 */
export const inputGuard = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const problem = nonCanonicalPath(request.url);
    if (problem) throw badRequest(`path: ${problem}`);
  });
  app.addHook('preValidation', async (request) => {
    const parts = { params: request.params, querystring: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      const problem = problemIn(value);
      if (problem) throw badRequest(`${part}: ${problem}`);
    }
  });
});
