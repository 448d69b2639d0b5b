import { deletedCountResult, errorResponse, profileExport } from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/current-user.js';

/** The profile page's calls: download my data, delete my account. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profile = app.services.profile;
  const tags = ['profile'];

  app.get(
    '/profile/export',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Everything Sustho keeps about you, as JSON',
        response: { 200: profileExport, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="sustho-my-data.json"');
      return profile.exportData(currentUser(request));
    },
  );

  app.delete(
    '/profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Delete your own account (the last admin cannot)',
        response: { 200: deletedCountResult, 401: errorResponse, 409: errorResponse },
      },
    },
    (request) => profile.deleteOwnAccount(currentUser(request)),
  );
};
