import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/errors.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses a state-changing API request that carries cookies but comes from another site
 * (docs/product/accounts.md §5): a page elsewhere could otherwise make a signed-in patient's browser delete their account.
 * Browsers send Origin on every cross-site write, and Sec-Fetch-Site where they know it; requests
 * without cookies (bearer tokens, payment webhooks) cannot ride on a session and pass.
 */
export const originCheck = fp(
  async (app: FastifyInstance, options: { origins: string[]; crossSitePaths?: string[] }) => {
    const allowed = new Set(options.origins.map((origin) => new URL(origin).origin));
    const crossSite = new Set(options.crossSitePaths ?? []);
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
      if (!request.headers.cookie) return;
      // Routes another site posts to by design, which never act on the cookie's account.
      if (crossSite.has(request.url.split('?')[0]!)) return;
      const origin = request.headers.origin;
      if (request.headers['sec-fetch-site'] === 'cross-site' || (origin && !allowed.has(origin))) {
        throw forbidden('This request comes from another site: it was refused');
      }
    });
  },
);
