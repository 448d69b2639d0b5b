import { doctorDay, doctorsQuery, errorResponse, idParam, publicDoctor } from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readerLanguage } from '../../lib/in-language.js';

/** The public doctors directory: open to everyone, so it never carries an e-mail address. */
export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const directory = app.services.directory;
  const tags = ['directory'];

  app.get(
    '/public/doctors',
    {
      schema: {
        tags,
        summary:
          "Listed doctors, filtered by a treatment's or a service's name and by part of the doctor's name",
        querystring: doctorsQuery,
        response: { 200: z.array(publicDoctor), 400: errorResponse },
      },
    },
    (request, reply) => directory.list(request.query, readerLanguage(request, reply)),
  );

  app.get(
    '/public/doctors/:id',
    {
      schema: {
        tags,
        summary: "A listed doctor's profile and next free slot",
        params: idParam,
        response: { 200: publicDoctor, 400: errorResponse, 404: errorResponse },
      },
    },
    (request, reply) => directory.get(request.params.id, readerLanguage(request, reply)),
  );

  app.get(
    '/public/doctors/:id/days',
    {
      schema: {
        tags,
        summary:
          "A listed doctor's days from today to the booking horizon: free, full, or off (day off or time off)",
        params: idParam,
        response: { 200: z.array(doctorDay), 400: errorResponse, 404: errorResponse },
      },
    },
    (request) => directory.days(request.params.id),
  );
};
