import {
  errorResponse,
  idParam,
  onDemandAccepted,
  onDemandCreated,
  onDemandInput,
  onDemandOffer,
  onDemandStatus,
  onDemandTreatment,
  presence,
  presenceInput,
} from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/index.js';

/**
 * Consult now (services.md §3): the public queue, a patient's request and waiting page, and the
 * doctor's presence and offers. 'Cancel request' is DELETE /booking/{id}; paying is the payment
 * routes' with the request's id as `bookingId`.
 */
export const onDemandRoutes: FastifyPluginAsyncZod = async (app) => {
  const onDemand = app.services.onDemand;
  const tags = ['consult now'];
  const refused = { 401: errorResponse, 403: errorResponse };

  app.get(
    '/on-demand',
    {
      schema: {
        tags,
        summary:
          'The treatments offered in Consult now, with doctors online, patients waiting and the estimated wait',
        response: { 200: z.array(onDemandTreatment) },
      },
    },
    async (_request, reply) => {
      // Presence and the queue change by the second: no browser or proxy keeps this answer.
      reply.header('cache-control', 'no-store');
      return onDemand.treatments();
    },
  );

  app.post(
    '/on-demand',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Ask for a doctor now: an on-demand booking to pay on the payment page (or queued at once when free)',
        body: onDemandInput,
        response: {
          201: onDemandCreated,
          400: errorResponse,
          ...refused,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return onDemand.request(currentUser(request), request.body);
    },
  );

  app.get(
    '/on-demand/presence',
    {
      preHandler: app.requireDoctor,
      schema: {
        tags,
        summary: "The calling doctor's presence in Consult now",
        response: { 200: presence, ...refused },
      },
    },
    (request) => onDemand.presence(currentUser(request)),
  );

  app.put(
    '/on-demand/presence',
    {
      preHandler: app.requireDoctor,
      schema: {
        tags,
        summary: "'Go online' (repeated by the open page as its heartbeat) or 'Go offline'",
        body: presenceInput,
        response: { 200: presence, 400: errorResponse, ...refused, 409: errorResponse },
      },
    },
    (request) => onDemand.setPresence(currentUser(request), request.body.online),
  );

  app.get(
    '/on-demand/offer',
    {
      preHandler: app.requireDoctor,
      schema: {
        tags,
        summary: 'The patient offered to the calling doctor now, or null',
        response: { 200: onDemandOffer.nullable(), ...refused },
      },
    },
    (request) => onDemand.offer(currentUser(request)),
  );

  app.get(
    '/on-demand/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "A request's place in the queue, for the account that asked",
        params: idParam,
        response: { 200: onDemandStatus, 400: errorResponse, ...refused, 404: errorResponse },
      },
    },
    (request) => onDemand.status(currentUser(request), request.params.id),
  );

  app.post(
    '/on-demand/:id/accept',
    {
      preHandler: app.requireDoctor,
      schema: {
        tags,
        summary: 'Accept the offered patient: the consultation room opens at once',
        params: idParam,
        response: {
          200: onDemandAccepted,
          400: errorResponse,
          ...refused,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    (request) => onDemand.accept(currentUser(request), request.params.id),
  );

  app.post(
    '/on-demand/:id/decline',
    {
      preHandler: app.requireDoctor,
      schema: {
        tags,
        summary: 'Decline the offered patient: they go to the next doctor, keeping their place',
        params: idParam,
        response: { 204: z.null(), 400: errorResponse, ...refused, 409: errorResponse },
      },
    },
    async (request, reply) => {
      await onDemand.decline(currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
