import { auditEntry, errorResponse, pageQuery, TOTAL_COUNT_HEADER } from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** GET /audit: who did what and when, for admins. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: `The audit trail, newest first, one page at a time (?page=, default 1); the total is in ${TOTAL_COUNT_HEADER}`,
        querystring: pageQuery,
        response: {
          200: z.array(auditEntry),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { entries, total } = await app.services.audit.list(request.query.page ?? 1);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return entries;
    },
  );
};
