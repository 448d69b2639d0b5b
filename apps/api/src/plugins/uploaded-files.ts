import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../lib/errors.js';

/**
 * Serves the local uploads folder (register with the prefix '/uploads'). File names are random and
 * never rewritten, so browsers may keep them for a year; a missing file is a plain 404, not the app.
 */
export async function uploadedFiles(app: FastifyInstance, options: { dir: string }) {
  await app.register(fastifyStatic, {
    root: path.resolve(options.dir),
    decorateReply: false,
    index: false,
    maxAge: '365d',
    immutable: true,
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(errorBody(404, `No uploaded file at ${request.url.split('?')[0]}`)),
  );
}
