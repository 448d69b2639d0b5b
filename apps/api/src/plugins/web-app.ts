import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './error-handler.js';

/**
 * Serves the built single-page app with history fallback: any GET outside /api that is not a file
 * gets index.html, so deep links such as /blogs/{id} load the app. Unknown /api paths answer JSON 404.
 */
export const webApp = fp(async (app: FastifyInstance, options: { distDir?: string }) => {
  const distDir = options.distDir;
  const hasApp = !!distDir && existsSync(path.join(distDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: path.resolve(distDir),
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text files; they are sent to browsers that accept them.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite's hashed chunks never change; everything else is checked on each visit.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (hasApp && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send(errorBody(404, `No route ${request.method} ${request.url.split('?')[0]}`));
  });
});
