import { errorResponse, idParam, schedule, scheduleInput } from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/index.js';

/** My Schedule for doctors, and the same schedule of any doctor for admins (Manage Doctors). */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const schedules = app.services.schedule;
  const denied = { 401: errorResponse, 403: errorResponse };
  const answers = { 200: schedule, 400: errorResponse, ...denied, 404: errorResponse };

  app.get(
    '/me/schedule',
    {
      preHandler: app.requireDoctor,
      schema: {
        tags: ['doctor'],
        summary: "The caller's weekly hours, time off, and upcoming bookings outside them",
        response: answers,
      },
    },
    (request) => schedules.getOwn(currentUser(request)),
  );

  app.put(
    '/me/schedule',
    {
      preHandler: app.requireDoctor,
      schema: {
        tags: ['doctor'],
        summary: "Replace the caller's weekly hours and time off; bookings are never deleted",
        body: scheduleInput,
        response: answers,
      },
    },
    (request) => schedules.saveOwn(currentUser(request), request.body),
  );

  app.get(
    '/doctors/:id/schedule',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "A doctor's weekly hours, time off, and upcoming bookings outside them",
        params: idParam,
        response: answers,
      },
    },
    (request) => schedules.get(request.params.id),
  );

  app.put(
    '/doctors/:id/schedule',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          "Replace a doctor's weekly hours and time off (audited); bookings are never deleted",
        params: idParam,
        body: scheduleInput,
        response: answers,
      },
    },
    (request) => schedules.save(currentUser(request), request.params.id, request.body),
  );
};
