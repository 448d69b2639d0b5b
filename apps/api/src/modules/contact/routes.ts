import {
  contactCreated,
  contactMessage,
  contactMessageInput,
  errorResponse,
  pageQuery,
  TOTAL_COUNT_HEADER,
} from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enforceRateLimit, type RateLimit } from '../../lib/rate-limiter.js';

/** Messages one address may send per window: enough for a visitor, too few for a spam run. */
export const CONTACT_RATE_LIMIT: RateLimit = { max: 5, windowMs: 10 * 60_000 };

/** The contact form's endpoint (public, rate-limited per IP) and the admins' list of messages. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const contact = app.services.contact;
  const tags = ['contact'];

  app.post(
    '/contact',
    {
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
    async (request, reply) => {
      // The app's one limiter: in Redis with REDIS_URL, so several API processes share the count.
      await enforceRateLimit(
        app.authServices.rateLimiter,
        [`contact-ip:${request.ip}`],
        CONTACT_RATE_LIMIT,
      );
      return reply.status(201).send(await contact.send(request.body));
    },
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
