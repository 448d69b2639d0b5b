import {
  collectionSlots,
  homeCollectionFee,
  collectionSlotsQuery,
  errorResponse,
  idParam,
  LAB_RESULT_DATA_FIELD,
  LAB_RESULT_FILE_FIELD,
  LAB_RESULT_PDF_MAX_BYTES,
  labOrder,
  labOrderInput,
  labOrders,
  labOrdersQuery,
  labOrderStateChange,
  labResultInput,
  labResultParams,
  prescriptionLabTests,
  type LabResultInput,
} from '@sustho/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.js';
import { readerLanguage } from '../../lib/in-language.js';
import { acceptUploads, readUpload, type UploadForm } from '../../lib/multipart.js';
import { currentUser } from '../auth/index.js';

/** The results form: the values as JSON in one text field, and the report PDF beside them. */
const resultForm: UploadForm<typeof LAB_RESULT_DATA_FIELD> = {
  field: LAB_RESULT_FILE_FIELD,
  maxBytes: LAB_RESULT_PDF_MAX_BYTES,
  limits: { fields: 1, fieldSize: 256 * 1024, parts: 2 },
  textFields: { [LAB_RESULT_DATA_FIELD]: (value) => String(value) },
  messages: {
    notMultipart: `Send the results as JSON, or as multipart/form-data with the report PDF in the field '${LAB_RESULT_FILE_FIELD}'`,
    noFile: `Send the report PDF in the field '${LAB_RESULT_FILE_FIELD}'`,
    wrongField: `Send one report PDF in the field '${LAB_RESULT_FILE_FIELD}'`,
    tooLarge: `The report is larger than ${LAB_RESULT_PDF_MAX_BYTES / 1024 / 1024} MB: choose a smaller file`,
  },
};

const NO_RESULT_VALUES = `Send the results as JSON in the field '${LAB_RESULT_DATA_FIELD}'`;

/** The results and the PDF of a multipart request; the JSON body of any other. */
async function readResults(
  request: FastifyRequest,
  body: LabResultInput | null | undefined,
): Promise<{ input: LabResultInput; pdf: Buffer | null }> {
  if (!request.isMultipart()) {
    if (!body) throw badRequest(NO_RESULT_VALUES);
    return { input: body, pdf: null };
  }
  const { data, fields } = await readUpload(request, resultForm);
  let json: unknown;
  try {
    json = JSON.parse(fields[LAB_RESULT_DATA_FIELD] ?? '');
  } catch {
    throw badRequest(NO_RESULT_VALUES);
  }
  const parsed = labResultInput.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(`${[LAB_RESULT_DATA_FIELD, ...issue.path].join('.')}: ${issue.message}`);
  }
  return { input: parsed.data, pdf: data.length > 0 ? data : null };
}

/**
 * Lab orders (services.md §6): patients order and cancel; lab staff work the day's queue, collect
 * samples and release results; results are read under the record's access rule (records/access.ts).
 */
export const labOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = app.services.labOrders;
  const tags = ['lab orders'];
  const denied = { 401: errorResponse, 403: errorResponse };

  await acceptUploads(app, resultForm);

  app.get(
    '/lab-collection-slots',
    {
      schema: {
        tags,
        summary:
          "A day's 30-minute home sample collection slots and how many collections each still takes",
        querystring: collectionSlotsQuery,
        response: { 200: collectionSlots, 400: errorResponse },
      },
    },
    (request) => orders.slots(request.query.date),
  );

  app.post(
    '/lab-orders',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          "Order lab tests for one of your patients: home collection in a slot (409 'This collection slot is full') or a lab visit, paid online or at collection",
        body: labOrderInput,
        response: {
          201: labOrder,
          400: errorResponse,
          ...denied,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await orders.create(currentUser(request), request.body, readerLanguage(request, reply)),
        ),
  );

  app.get(
    '/lab-orders',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          "Your lab orders, newest first; for lab staff every order (of '?date=', by collection slot)",
        querystring: labOrdersQuery,
        response: { 200: labOrders, 400: errorResponse, 401: errorResponse },
      },
    },
    (request, reply) =>
      orders.list(currentUser(request), request.query, readerLanguage(request, reply)),
  );

  app.get(
    '/lab-orders/home-collection-fee',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          "What home sample collection costs you: LAB_HOME_COLLECTION_FEE, less your plan's discount",
        response: { 200: homeCollectionFee, ...denied },
      },
    },
    (request) => orders.homeCollectionFee(currentUser(request)),
  );

  app.get(
    '/lab-orders/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'One lab order with its timeline and, for its patient and lab staff, its results',
        params: idParam,
        response: { 200: labOrder, 400: errorResponse, ...denied, 404: errorResponse },
      },
    },
    (request, reply) =>
      orders.get(currentUser(request), request.params.id, readerLanguage(request, reply)),
  );

  app.delete(
    '/lab-orders/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Cancel your lab order before its sample is collected; a payment is refunded in full',
        params: idParam,
        response: {
          200: labOrder,
          400: errorResponse,
          ...denied,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    (request, reply) =>
      orders.cancel(currentUser(request), request.params.id, readerLanguage(request, reply)),
  );

  app.patch(
    '/lab-orders/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Lab staff: the sample was collected, or cancel the order before collection (refunded in full)',
        params: idParam,
        body: labOrderStateChange,
        response: {
          200: labOrder,
          400: errorResponse,
          ...denied,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    (request, reply) =>
      orders.move(
        currentUser(request),
        request.params.id,
        request.body,
        readerLanguage(request, reply),
      ),
  );

  app.post(
    '/lab-orders/:id/results',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: `Lab staff: release the order's result, or a correction replacing the one in force ('replaces'); JSON, or multipart with the JSON in '${LAB_RESULT_DATA_FIELD}' and a report PDF in '${LAB_RESULT_FILE_FIELD}'`,
        consumes: ['application/json', 'multipart/form-data'],
        params: idParam,
        body: labResultInput.nullish(),
        response: {
          200: labOrder,
          400: errorResponse,
          ...denied,
          404: errorResponse,
          409: errorResponse,
          413: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { input, pdf } = await readResults(request, request.body);
      return orders.release(
        currentUser(request),
        request.params.id,
        input,
        pdf,
        readerLanguage(request, reply),
      );
    },
  );

  app.get(
    '/lab-orders/:id/results/:resultId/pdf',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Download a result's report PDF: the patient, their doctors and lab staff only",
        params: labResultParams,
        produces: ['application/pdf'],
        response: {
          200: z.any().describe('The PDF, as an attachment'),
          400: errorResponse,
          ...denied,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const stream = await orders.resultPdf(
        currentUser(request),
        request.params.id,
        request.params.resultId,
      );
      return reply
        .header('x-content-type-options', 'nosniff')
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="lab-result-${request.params.resultId}.pdf"`,
        )
        .send(stream);
    },
  );

  app.get(
    '/prescriptions/:id/lab-tests',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          "The catalogue's tests a prescription's investigations name, for 'Book these tests'",
        params: idParam,
        response: { 200: prescriptionLabTests, 400: errorResponse, ...denied, 404: errorResponse },
      },
    },
    (request, reply) =>
      orders.prescriptionTests(
        currentUser(request),
        request.params.id,
        readerLanguage(request, reply),
      ),
  );
};
