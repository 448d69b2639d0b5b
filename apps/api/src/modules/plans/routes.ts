import {
  idParam,
  myPlan,
  planOffer,
  planRefundInput,
  planSubscription,
  planSubscriptionInput,
} from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readerLanguage } from '../../lib/in-language.js';
import { errorResponses } from '../../lib/error-responses.js';
import { currentUser } from '../auth/index.js';

/**
 * Plans (services.md §4): the pricing section's plans, buying one, My Plan, and an admin's refund
 * of a plan's payment. Paying goes through the payments routes with `subscriptionId`.
 */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  const plans = app.services.plans;
  const tags = ['plans'];

  app.get(
    '/plans',
    {
      schema: {
        tags,
        summary: "The pricing section's plans, at the clinic's currency, in the reader's language",
        response: { 200: z.array(planOffer) },
      },
    },
    (request, reply) => plans.offers(readerLanguage(request, reply)),
  );

  app.post(
    '/plan-subscriptions',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Buy a plan: Personal starts at once; a paid plan waits for its payment (/dashboard/payment/{id})',
        body: planSubscriptionInput,
        response: { 201: planSubscription, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const subscription = await plans.subscribe(
        currentUser(request),
        request.body,
        readerLanguage(request, reply),
      );
      reply.code(201);
      return subscription;
    },
  );

  app.get(
    '/plan-subscriptions/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'One of your plan subscriptions',
        params: idParam,
        response: { 200: planSubscription, ...errorResponses(400, 401, 404) },
      },
    },
    (request, reply) =>
      plans.find(currentUser(request), request.params.id, readerLanguage(request, reply)),
  );

  app.get(
    '/me/plan',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          "Your plan today ('none' when none runs), its consultations left and what it covered",
        response: { 200: myPlan, ...errorResponses(401) },
      },
    },
    (request, reply) => plans.myPlan(currentUser(request), readerLanguage(request, reply)),
  );

  app.post(
    '/admin/plan-subscriptions/:id/refund',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary:
          "Refund a running paid plan's payment, with a reason: the plan ends with its credits",
        params: idParam,
        body: planRefundInput,
        response: { 200: planSubscription, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    (request, reply) =>
      plans.refund(
        currentUser(request),
        request.params.id,
        request.body.reason,
        readerLanguage(request, reply),
      ),
  );
};
