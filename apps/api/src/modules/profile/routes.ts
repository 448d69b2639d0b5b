import {
  deletedCountResult,
  errorResponse,
  notificationSettings,
  profileExport,
} from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readerLanguage } from '../../lib/in-language.js';
import { currentUser } from '../auth/index.js';

/** The profile page's calls: download my data, SMS reminders on or off, delete my account. */
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
      return profile.exportData(currentUser(request), readerLanguage(request, reply));
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

  app.get(
    '/profile/notifications',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Whether your appointment reminders also come by SMS',
        response: { 200: notificationSettings, 401: errorResponse, 404: errorResponse },
      },
    },
    (request) => profile.notifications(currentUser(request)),
  );

  app.put(
    '/profile/notifications',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Turn SMS reminders on or off',
        body: notificationSettings,
        response: {
          200: notificationSettings,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    (request) => profile.setNotifications(currentUser(request), request.body),
  );
};
