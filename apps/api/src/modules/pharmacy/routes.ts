import {
  catalogMedicine,
  errorResponse,
  idParam,
  MEDICINE_IMPORT_FIELD,
  MEDICINE_IMPORT_MAX_BYTES,
  MEDICINE_IMPORT_MAX_ROWS,
  medicineImportRefusal,
  medicineImportResult,
  medicineSearchQuery,
  medicineUpdateInput,
} from '@sustho/contracts';
import { fieldMessageIn } from '@sustho/contracts/field-messages';
import { requestLanguage } from '@sustho/contracts/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusalIn } from '../../lib/bangla-refusals.js';
import { errorBody } from '../../lib/errors.js';
import { acceptUploads, readUpload, type UploadForm } from '../../lib/multipart.js';
import { currentUser } from '../auth/index.js';

/** The one CSV file of a catalogue import. */
const catalogueForm: UploadForm<never> = {
  field: MEDICINE_IMPORT_FIELD,
  maxBytes: MEDICINE_IMPORT_MAX_BYTES,
  limits: { fields: 4, fieldSize: 1024, parts: 6 },
  messages: {
    notMultipart: `Send the catalogue as multipart/form-data in the field '${MEDICINE_IMPORT_FIELD}'`,
    noFile: `Choose a CSV file to upload in the field '${MEDICINE_IMPORT_FIELD}'`,
    wrongField: `Choose a CSV file to upload in the field '${MEDICINE_IMPORT_FIELD}'`,
    tooLarge: `The file is larger than ${MEDICINE_IMPORT_MAX_BYTES / 1024 / 1024} MB: split it into smaller files`,
  },
};

/**
 * The medicine catalogue (services.md §5): anyone may search it, signed in or not; pharmacists and
 * admins edit prices and stock and import catalogue files.
 */
export const pharmacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const pharmacy = app.services.pharmacy;
  const tags = ['pharmacy'];

  await acceptUploads(app, catalogueForm);

  app.get(
    '/medicines',
    {
      schema: {
        tags,
        summary:
          'The best 20 medicines by brand or generic name, misspellings of a letter or two included; without q, the first 20 by brand',
        querystring: medicineSearchQuery,
        response: { 200: z.array(catalogMedicine), 400: errorResponse },
      },
    },
    (request) => pharmacy.search(request.query.q),
  );

  app.get(
    '/medicines/:id',
    {
      schema: {
        tags,
        summary: 'One medicine of the catalogue',
        params: idParam,
        response: { 200: catalogMedicine, 400: errorResponse, 404: errorResponse },
      },
    },
    (request) => pharmacy.get(request.params.id),
  );

  app.patch(
    '/medicines/:id',
    {
      preHandler: app.requirePharmacyStaff,
      schema: {
        tags,
        summary:
          "Pharmacists and admins set a medicine's unit price (whole units) or stock (units)",
        params: idParam,
        body: medicineUpdateInput,
        response: {
          200: catalogMedicine,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    (request) => pharmacy.update(currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/medicines/import',
    {
      preHandler: app.requirePharmacyStaff,
      schema: {
        tags,
        summary: `Pharmacists and admins import a catalogue (multipart field '${MEDICINE_IMPORT_FIELD}': UTF-8 CSV with a header row, up to ${MEDICINE_IMPORT_MAX_ROWS} medicines or 10 MB). Each medicine is added or replaces the one of the same brand, strength, form and manufacturer, all in one transaction; a file with any problem imports nothing and answers 400 with its problems line by line`,
        consumes: ['multipart/form-data'],
        response: {
          200: medicineImportResult,
          400: medicineImportRefusal.or(errorResponse),
          401: errorResponse,
          403: errorResponse,
          413: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const file = await readUpload(request, catalogueForm);
      const imported = await pharmacy.importCatalogue(currentUser(request), file);
      if (imported.ok) return { added: imported.added, updated: imported.updated };
      const language = requestLanguage(request.headers);
      const message = `The file has ${imported.problems.length} problems: nothing was imported. Fix them and upload it again.`;
      return reply.status(400).send({
        ...errorBody(400, refusalIn(message, language)),
        problems: imported.problems.map((problem) => ({
          ...problem,
          message: fieldMessageIn(problem.message, language),
        })),
      });
    },
  );
};
