import { agenda, agendaQuery, errorResponse, idParam, noShowResult } from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/index.js';

/** My Agenda: a doctor's day, and marking a patient who did not come. */
export const agendaRoutes: FastifyPluginAsyncZod = async (app) => {
  const agendas = app.services.agenda;
  const tags = ['doctor'];
  const denied = { 401: errorResponse, 403: errorResponse };

  app.get(
    '/me/agenda',
    {
      preHandler: app.requireDoctor,
      schema: {
        tags,
        summary:
          "The caller's bookings of a day (today on the clinic's clock unless ?date=) and the next ones",
        querystring: agendaQuery,
        response: { 200: agenda, 400: errorResponse, ...denied, 404: errorResponse },
      },
    },
    (request) => agendas.agenda(currentUser(request), request.query.date),
  );

  app.post(
    '/bookings/:id/no-show',
    {
      preHandler: app.requireDoctor,
      schema: {
        tags,
        summary: 'Mark a booking missed: its own doctor only, once its slot has started',
        params: idParam,
        response: {
          200: noShowResult,
          400: errorResponse,
          ...denied,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    (request) => agendas.markNoShow(currentUser(request), request.params.id),
  );
};
