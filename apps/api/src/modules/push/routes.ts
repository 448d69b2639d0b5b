import {
  errorResponse,
  pushSubscriptionInput,
  pushTestResult,
  pushUnsubscribeInput,
} from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/index.js';

/** Notifications on this device (services.md §7): every signed-in account, for its own browsers. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const push = app.services.push;
  const tags = ['push'];
  const refused = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

  app.post(
    '/push-subscriptions',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          "Subscribe this browser to your notifications (its PushSubscription's endpoint and keys); an endpoint must be https on a PUSH_SERVICE_HOSTS host",
        body: pushSubscriptionInput,
        response: { 204: z.null(), ...refused },
      },
    },
    async (request, reply) => {
      await push.subscribe(currentUser(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/push-subscriptions',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          "Stop notifications to this browser; only the caller's own subscription is dropped, and none is no error",
        body: pushUnsubscribeInput,
        response: { 204: z.null(), ...refused },
      },
    },
    async (request, reply) => {
      await push.unsubscribe(currentUser(request), request.body.endpoint);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/push-subscriptions/test',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Send a test notification to every browser subscribed to your notifications',
        response: { 200: pushTestResult, 401: errorResponse, 403: errorResponse },
      },
    },
    (request) => push.sendTest(currentUser(request)),
  );
};
