import { errorResponse, idParam } from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { currentUser } from '../auth/index.js';

/** A booking's calendar invite, for 'Add to calendar' on the confirmation page. */
export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookings/:id/calendar',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['bookings'],
        summary: 'One booking as an iCalendar file (.ics), for its owner or an admin',
        params: idParam,
        response: {
          200: z.string().describe('text/calendar'),
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      // The booking page's own check: the patient's booking, or any for an admin.
      await app.services.bookings.get(currentUser(request), request.params.id);
      const invite = await app.services.calendarFile.invite(request.params.id);
      if (!invite) throw notFound('No booking has this id');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="sustho-appointment.ics"')
        .send(invite);
    },
  );
};
