import {
  acknowledged,
  emailParam,
  errorResponse,
  isAdminResponse,
  me,
  registerUserInput,
} from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/index.js';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = app.services.users;
  const tags = ['accounts'];

  app.post(
    '/users',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Register the signed-in caller's own record (idempotent)",
        body: registerUserInput,
        response: { 200: acknowledged, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    (request) => users.register(currentUser(request), request.body),
  );

  app.get(
    '/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The signed-in caller: role, and the doctor profile a doctor account speaks for',
        response: { 200: me, 401: errorResponse, 404: errorResponse },
      },
    },
    (request) => users.me(currentUser(request)),
  );

  app.get(
    '/users/admin/:email',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Whether the user with this e-mail is an admin (yourself, or anyone for an admin)',
        params: emailParam,
        response: {
          200: isAdminResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    (request) => users.isAdmin(currentUser(request), request.params.email),
  );
};
