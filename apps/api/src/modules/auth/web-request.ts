import type { FastifyReply, FastifyRequest } from 'fastify';

/** Bridges between Fastify and the Web Request/Response that better-auth speaks. */

/**
 * The request's headers for better-auth, with X-Forwarded-For replaced by the client address
 * Fastify resolved under TRUST_PROXY: better-auth records it on the session, and must not read
 * the header by rules of its own (decision 035).
 */
export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/** Copies better-auth's Web Response onto Fastify's reply (set-cookie once per cookie). */
export async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}
