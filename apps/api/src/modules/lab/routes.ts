import {
  editsLabCatalogue,
  errorResponse,
  idParam,
  labTest,
  labTestEntry,
  labTestPatch,
  labTestsQuery,
  labValueParams,
  referenceRangesInput,
} from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { forbidden } from '../../lib/errors.js';
import { readerLanguage } from '../../lib/in-language.js';
import { currentUser } from '../auth/index.js';

/**
 * The lab test catalogue: open to everyone to read, in the reader's language (decision 042); lab
 * staff and admins edit it.
 */
export const labRoutes: FastifyPluginAsyncZod = async (app) => {
  const lab = app.services.lab;
  const tags = ['lab'];
  const denied = { 401: errorResponse, 403: errorResponse };

  const requireLabStaff = async (request: FastifyRequest) => {
    await app.requireUser(request);
    if (!editsLabCatalogue(currentUser(request).role)) throw forbidden('Lab staff only');
  };

  app.get(
    '/lab-tests',
    {
      schema: {
        tags,
        summary:
          'Every lab test, or those whose name or code contains q, with the values each measures and their reference ranges',
        querystring: labTestsQuery,
        response: { 200: z.array(labTest), 400: errorResponse },
      },
    },
    (request, reply) => lab.listTests(request.query.q, readerLanguage(request, reply)),
  );

  app.get(
    '/lab-tests/:id',
    {
      schema: {
        tags,
        summary: 'One lab test with the values it measures and their reference ranges',
        params: idParam,
        response: { 200: labTest, 400: errorResponse, 404: errorResponse },
      },
    },
    (request, reply) => lab.getTest(request.params.id, readerLanguage(request, reply)),
  );

  app.get(
    '/lab-tests/:id/entry',
    {
      preHandler: requireLabStaff,
      schema: {
        tags,
        summary: 'One lab test as lab staff edit it: its texts in English and Bangla, as stored',
        params: idParam,
        response: { 200: labTestEntry, 400: errorResponse, ...denied, 404: errorResponse },
      },
    },
    (request, reply) => lab.getEntry(request.params.id, readerLanguage(request, reply)),
  );

  app.patch(
    '/lab-tests/:id',
    {
      preHandler: requireLabStaff,
      schema: {
        tags,
        summary:
          "Change a lab test's price, turnaround, preparation (English and Bangla) or home collection (lab staff and admins; audited)",
        params: idParam,
        body: labTestPatch,
        response: {
          200: labTestEntry,
          400: errorResponse,
          ...denied,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    (request, reply) =>
      lab.updateTest(
        currentUser(request),
        request.params.id,
        request.body,
        readerLanguage(request, reply),
      ),
  );

  app.put(
    '/lab-tests/:id/values/:valueId/ranges',
    {
      preHandler: requireLabStaff,
      schema: {
        tags,
        summary:
          "Replace a measured value's reference ranges, all in one transaction: a set the database refuses (no bound, low above high, two ranges of one sex sharing an age) changes nothing",
        params: labValueParams,
        body: referenceRangesInput,
        response: {
          200: labTestEntry,
          400: errorResponse,
          ...denied,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    (request, reply) =>
      lab.replaceRanges(
        currentUser(request),
        request.params.id,
        request.params.valueId,
        request.body.ranges,
        readerLanguage(request, reply),
      ),
  );
};
