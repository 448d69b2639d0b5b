import rateLimit from '@fastify/rate-limit';
import {
  contactCreated,
  contactMessage,
  contactMessageInput,
  errorResponse,
  pageQuery,
  TOTAL_COUNT_HEADER,
} from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { z } from 'zod';

/** Messages one address may send per window: enough for a visitor, too few for a spam run. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 10 * 60_000 };

/** The contact form's endpoint (public, rate-limited per IP) and the admins' list of messages. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const contact = app.services.contact;
  const tags = ['contact'];

  // Scoped to this plugin: only routes that ask for a limit get one. The 429 (with Retry-After)
  // goes through the central error handler like every other client error. With REDIS_URL the
  // counts live in Redis, so several API processes share one limit.
  const redis = app.env.REDIS_URL
    ? new Redis(app.env.REDIS_URL, { maxRetriesPerRequest: 2 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'sustho:contact:' } : {}),
  });

  app.post(
    '/contact',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Send a message from the contact form',
        body: contactMessageInput,
        response: {
          201: contactCreated,
          400: errorResponse,
          413: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await contact.send(request.body)),
  );

  app.get(
    '/contact',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: `Contact messages, newest first (or one page with ?page=); the total is in ${TOTAL_COUNT_HEADER}`,
        querystring: pageQuery,
        response: {
          200: z.array(contactMessage),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { messages, total } = await contact.list(request.query.page);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return messages;
    },
  );
};
