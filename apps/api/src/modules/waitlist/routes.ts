import {
  bookingResult,
  deletedCountResult,
  errorResponse,
  idParam,
  waitlistBookInput,
  waitlistEntry,
  waitlistInput,
} from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/index.js';

/** The waitlist (docs/product/appointment-life.md §6). Every route is the signed-in patient's own. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const waitlist = app.services.waitlist;
  const tags = ['waitlist'];

  app.post(
    '/waitlist',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Wait for a slot of a treatment on a day with none free; the first patient waiting is offered the next slot that frees',
        body: waitlistInput,
        response: {
          201: waitlistEntry,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return waitlist.join(currentUser(request), request.body);
    },
  );

  app.get(
    '/waitlist',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Your waitlist entries still waiting or offered a slot',
        response: { 200: z.array(waitlistEntry), 401: errorResponse },
      },
    },
    (request) => waitlist.list(currentUser(request)),
  );

  app.get(
    '/waitlist/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'One of your waitlist entries, with the slot it was offered',
        params: idParam,
        response: {
          200: waitlistEntry,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    (request) => waitlist.get(currentUser(request), request.params.id),
  );

  app.delete(
    '/waitlist/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Leave the waitlist; a slot held for you goes to the next patient',
        params: idParam,
        response: {
          200: deletedCountResult,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    (request) => waitlist.leave(currentUser(request), request.params.id),
  );

  app.post(
    '/waitlist/:id/book',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Book the slot held for you by a waitlist offer, as POST /booking books',
        params: idParam,
        body: waitlistBookInput,
        response: {
          200: bookingResult,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    (request) => waitlist.book(currentUser(request), request.params.id, request.body),
  );
};
