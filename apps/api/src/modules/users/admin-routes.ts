import {
  deletedCountResult,
  errorResponse,
  idParam,
  modifiedCountResult,
  TOTAL_COUNT_HEADER,
  userList,
  usersQuery,
} from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/index.js';

/** All Users: admins list accounts, make admins, remove admins and delete accounts. */
export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const usersAdmin = app.services.usersAdmin;
  const tags = ['admin'];
  const denied = { 401: errorResponse, 403: errorResponse };

  app.get(
    '/users',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: `Every user (or one page with ?page=), narrowed by ?q=; the total is in ${TOTAL_COUNT_HEADER}`,
        querystring: usersQuery,
        response: { 200: userList, 400: errorResponse, ...denied },
      },
    },
    async (request, reply) => {
      const { users, total } = await usersAdmin.list(request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return users;
    },
  );

  app.put(
    '/users/admin/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Make a user an admin (not a doctor account)',
        params: idParam,
        response: {
          200: modifiedCountResult,
          400: errorResponse,
          ...denied,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    (request) => usersAdmin.makeAdmin(currentUser(request), request.params.id),
  );

  app.delete(
    '/users/admin/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: "Remove a user's admin role (not your own; never the last admin's)",
        params: idParam,
        response: {
          200: modifiedCountResult,
          400: errorResponse,
          ...denied,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    (request) => usersAdmin.removeAdmin(currentUser(request), request.params.id),
  );

  app.delete(
    '/users/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: "Delete another user's account (not your own; never the last admin)",
        params: idParam,
        response: {
          200: deletedCountResult,
          400: errorResponse,
          ...denied,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    (request) => usersAdmin.deleteUser(currentUser(request), request.params.id),
  );
};
