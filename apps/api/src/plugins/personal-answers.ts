import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PERSONAL_CACHE_CONTROL } from '../lib/personal-answers.js';

/**
 * The one rule for personal answers (issue 26; decision 033): every answer to a request marked
 * personal (lib/personal-answers.ts), refusals included, leaves with PERSONAL_CACHE_CONTROL,
 * whatever the route set. A route may still send an ETag and answer 304 to a client that asks
 * with it; browsers, storing nothing, do not ask.
 */
export const personalAnswers = fp(async (app: FastifyInstance) => {
  app.decorateRequest('personal', false);
  app.addHook('onSend', async (request, reply) => {
    if (request.personal) reply.header('cache-control', PERSONAL_CACHE_CONTROL);
  });
});
