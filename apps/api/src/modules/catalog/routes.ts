import {
  appointmentOption,
  appointmentOptionsQuery,
  blog,
  clinicDay,
  errorResponse,
  firstFreeDay,
  idParam,
  service,
  serviceDetail,
  serviceNameParam,
  specialty,
} from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCached } from '../../lib/cached-response.js';
import { readerLanguage } from '../../lib/in-language.js';

/**
 * Public catalogue: services, blogs, specialties and the appointment options of a day, in the
 * reader's language (the `lang` cookie, else Accept-Language; decision 042).
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = app.services.catalog;
  const cache = app.services.catalogCache;
  const tags = ['catalog'];

  app.get(
    '/services',
    { schema: { tags, response: { 200: z.array(service) } } },
    async (request, reply) =>
      sendCached(request, reply, await cache.services(readerLanguage(request, reply))),
  );

  app.get(
    '/services/:name',
    {
      schema: {
        tags,
        params: serviceNameParam,
        response: { 200: serviceDetail, 404: errorResponse },
      },
    },
    (request, reply) => catalog.getService(request.params.name, readerLanguage(request, reply)),
  );

  app.get('/blogs', { schema: { tags, response: { 200: z.array(blog) } } }, (request, reply) =>
    catalog.listBlogs(readerLanguage(request, reply)),
  );

  app.get(
    '/blogs/:id',
    {
      schema: {
        tags,
        params: idParam,
        response: { 200: blog, 400: errorResponse, 404: errorResponse },
      },
    },
    (request, reply) => catalog.getBlog(request.params.id, readerLanguage(request, reply)),
  );

  app.get(
    '/appointmentSpecialty',
    { schema: { tags, response: { 200: z.array(specialty) } } },
    (request, reply) => catalog.listSpecialties(readerLanguage(request, reply)),
  );

  app.get(
    '/appointmentOptions',
    {
      schema: {
        tags,
        querystring: appointmentOptionsQuery,
        response: { 200: z.array(appointmentOption), 400: errorResponse },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await cache.optionsForDay(request.query.date, readerLanguage(request, reply)),
      ),
  );

  app.get(
    '/appointmentOptions/first-free-day',
    {
      schema: {
        tags,
        summary:
          'The first day from today on which some treatment has a free slot, within the booking horizon',
        response: { 200: firstFreeDay },
      },
    },
    async () => ({ date: await catalog.firstFreeDayOfClinic() }),
  );

  app.get(
    '/appointmentOptions/days',
    {
      schema: {
        tags,
        summary:
          "The clinic's days from today to the booking horizon: free, full, or off (no listed doctor works)",
        response: { 200: z.array(clinicDay) },
      },
    },
    () => catalog.daysOfClinic(),
  );
};
