import {
  deletedCountResult,
  doctor,
  errorResponse,
  idParam,
  insertedResult,
  newDoctorInput,
} from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/current-user.js';

/** Admins list, add and remove doctors. */
export const doctorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const doctors = app.services.doctors;
  const tags = ['admin'];
  const denied = { 401: errorResponse, 403: errorResponse };

  app.get(
    '/doctors',
    {
      preHandler: app.requireAdmin,
      schema: { tags, summary: 'Every doctor', response: { 200: z.array(doctor), ...denied } },
    },
    () => doctors.list(),
  );

  app.post(
    '/doctors',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Add a doctor: the specialty is a treatment name, the image an uploaded image URL',
        body: newDoctorInput,
        response: { 200: insertedResult, 400: errorResponse, ...denied, 409: errorResponse },
      },
    },
    (request) => doctors.add(currentUser(request), request.body),
  );

  app.delete(
    '/doctors/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Remove a doctor',
        params: idParam,
        response: { 200: deletedCountResult, 400: errorResponse, ...denied, 404: errorResponse },
      },
    },
    (request) => doctors.remove(currentUser(request), request.params.id),
  );
};
