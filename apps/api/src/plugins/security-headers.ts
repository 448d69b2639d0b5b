import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import fp from 'fastify-plugin';

/**
 * Helmet with a Content-Security-Policy that allows no inline scripts. Its middleware is built
 * once and run on every request (the Fastify wrapper rebuilt it, policy text and all, for each
 * request: a twentieth of a cached read's time). Inline styles stay allowed
 * because React and the date picker set style attributes. Extra origins (a payment provider's) are
 * added by the caller when that provider is configured.
 */
export const securityHeaders = fp(
  async (
    app: FastifyInstance,
    options: {
      production: boolean;
      scriptOrigins?: string[];
      connectOrigins?: string[];
      frameOrigins?: string[];
    },
  ) => {
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...(options.scriptOrigins ?? [])],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: [
            "'self'",
            ...(options.scriptOrigins ?? []),
            ...(options.connectOrigins ?? []),
          ],
          frameSrc: options.frameOrigins?.length ? options.frameOrigins : ["'none'"],
          // The installable app's service worker and manifest (decision 051).
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      hsts: options.production ? { maxAge: 15_552_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
);
