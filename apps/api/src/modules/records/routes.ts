import {
  bookingRecord,
  clinicalProfile,
  clinicalProfileInput,
  completeResult,
  consentInput,
  consultationNotes,
  consultationNotesInput,
  deletedCountResult,
  errorResponse,
  healthRecord,
  recordTestResult,
  idParam,
  LANGUAGES,
  patientIdField,
  patientQuery,
  prescription,
  prescriptionInput,
  prescriptionVerification,
  report,
  REPORT_MAX_BYTES,
  REPORT_UPLOAD_FIELD,
  verificationCodeParam,
} from '@sustho/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readerLanguage } from '../../lib/in-language.js';
import { badRequest } from '../../lib/errors.js';
import { acceptUploads, readUpload, type UploadForm } from '../../lib/multipart.js';
import { enforceRateLimit, perMinute } from '../../lib/rate-limiter.js';
import { currentUser } from '../auth/index.js';

/** Reports one account may upload a minute: a few files of a visit, never a flood. */
export const REPORT_UPLOADS_PER_MINUTE = 10;

/**
 * Prescription PDFs one account may fetch a minute: plenty for reading and sharing them, too few
 * to keep the process drawing one in each language over and over (decision 033).
 */
export const PRESCRIPTION_PDFS_PER_MINUTE = 30;

const BOOKING_FIELD = 'bookingId';
const PATIENT_FIELD = 'patientId';
const NO_REPORT = `Choose a report to upload in the field '${REPORT_UPLOAD_FIELD}'`;

/** The one report of the upload and, beside it, the optional booking and patient it is for. */
const reportForm: UploadForm<typeof BOOKING_FIELD | typeof PATIENT_FIELD> = {
  field: REPORT_UPLOAD_FIELD,
  maxBytes: REPORT_MAX_BYTES,
  limits: { fields: 3, fieldSize: 100, parts: 4 },
  textFields: {
    [BOOKING_FIELD]: (value) => {
      const parsed = idParam.shape.id.safeParse(value);
      if (!parsed.success) throw badRequest('bookingId must be a valid id');
      return parsed.data;
    },
    [PATIENT_FIELD]: (value) => {
      const parsed = patientIdField.safeParse(value);
      if (!parsed.success || parsed.data === undefined)
        throw badRequest('patientId must be a valid id');
      return parsed.data;
    },
  },
  messages: {
    notMultipart: `Send the report as multipart/form-data in the field '${REPORT_UPLOAD_FIELD}'`,
    noFile: NO_REPORT,
    wrongField: `Send one report in the field '${REPORT_UPLOAD_FIELD}'`,
    tooLarge: `The report is larger than ${REPORT_MAX_BYTES / 1024 / 1024} MB: choose a smaller file`,
  },
};

async function readReport(request: FastifyRequest) {
  const { data, fileName, fields } = await readUpload(request, reportForm);
  // An empty file is no report at all.
  if (data.length === 0) throw badRequest(NO_REPORT);
  return {
    data,
    fileName,
    bookingId: fields[BOOKING_FIELD],
    patientId: fields[PATIENT_FIELD],
  };
}

/**
 * What a file answer sends so no browser renders or guesses it: a download, its own type. No cache
 * keeps it: these routes need a signed-in caller, so the personal answers' rule applies.
 */
const ATTACHMENT_HEADERS = { 'x-content-type-options': 'nosniff' };

/** A file answer: its bytes go out as they are, never through the JSON serializer. */
const fileResponse = z.any().describe('The file, as an attachment');

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * The clinical record's routes (docs/product/clinical-record.md). Who may read what is decided in access.ts, which the
 * service calls on every read; these routes only require a signed-in caller.
 */
export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const records = app.services.records;
  const tags = ['records'];
  const denied = { 401: errorResponse, 403: errorResponse };

  await acceptUploads(app, reportForm);

  app.get(
    '/me/clinical-profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          "The date of birth, sex and telemedicine consent of one of your patients (yours unless '?patientId=' names a family member)",
        querystring: patientQuery,
        response: {
          200: clinicalProfile,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    (request) => records.clinicalProfile(currentUser(request), request.query.patientId),
  );

  app.put(
    '/me/clinical-profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Set your date of birth and sex (printed on prescriptions)',
        body: clinicalProfileInput,
        response: {
          200: clinicalProfile,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    (request) => records.saveClinicalProfile(currentUser(request), request.body),
  );

  app.post(
    '/me/consent',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Agree to the telemedicine consent for one of your patients, as the guardian for a child (its version and the time are kept)',
        body: consentInput,
        response: {
          200: clinicalProfile,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    (request) => records.agreeToConsent(currentUser(request), request.body),
  );

  app.get(
    '/me/health-record',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          "My Health Record of one of your patients (yours unless '?patientId=' names a family member): consultations, prescriptions, reports and who viewed them",
        querystring: patientQuery,
        response: {
          200: healthRecord,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    (request, reply) =>
      records.healthRecord(
        currentUser(request),
        request.query.patientId,
        readerLanguage(request, reply),
      ),
  );

  app.get(
    '/patients/:id/test-results',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          "A patient's released lab results with earlier readings: the account holding the profile, a doctor with a booking with it (audited) and lab staff only",
        params: idParam,
        response: {
          200: z.array(recordTestResult),
          400: errorResponse,
          ...denied,
        },
      },
    },
    (request, reply) =>
      records.testResults(currentUser(request), request.params.id, readerLanguage(request, reply)),
  );

  app.post(
    '/me/reports',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: `Upload a report (multipart field '${REPORT_UPLOAD_FIELD}': PDF, JPEG or PNG up to 10 MB, within REPORTS_QUOTA_MB in all; optional fields '${BOOKING_FIELD}' and '${PATIENT_FIELD}', the family profile it is for)`,
        consumes: ['multipart/form-data'],
        response: {
          200: report,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
          413: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      await enforceRateLimit(
        app.authServices.rateLimiter,
        [`report-upload:${caller.id}`],
        perMinute(REPORT_UPLOADS_PER_MINUTE),
      );
      return records.uploadReport(caller, await readReport(request));
    },
  );

  app.get(
    '/reports/:id/download',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Download a report: the patient and their doctors only',
        params: idParam,
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
        response: { 200: fileResponse, 400: errorResponse, ...denied, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const { stream, report: found } = await records.reportDownload(
        currentUser(request),
        request.params.id,
      );
      return reply
        .headers(ATTACHMENT_HEADERS)
        .header('content-type', found.contentType)
        .header('content-length', String(found.sizeBytes))
        .header('content-disposition', attachment(found.fileName))
        .send(stream);
    },
  );

  app.delete(
    '/reports/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Delete one of your own reports (its file goes with it)',
        params: idParam,
        response: {
          200: deletedCountResult,
          400: errorResponse,
          ...denied,
          404: errorResponse,
        },
      },
    },
    (request) => records.deleteReport(currentUser(request), request.params.id),
  );

  app.get(
    '/bookings/:id/record',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "A consultation's record, for its patient and the patient's doctors (audited)",
        params: idParam,
        response: { 200: bookingRecord, 400: errorResponse, ...denied, 404: errorResponse },
      },
    },
    (request) => records.bookingRecord(currentUser(request), request.params.id),
  );

  app.put(
    '/bookings/:id/notes',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Save the consultation's notes (its doctor only), as a draft while typed",
        params: idParam,
        body: consultationNotesInput,
        response: {
          200: consultationNotes,
          400: errorResponse,
          ...denied,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    (request) => records.saveNotes(currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/bookings/:id/prescriptions',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Issue a prescription (its doctor only): it completes the booking, replaces the one in force and e-mails the patient',
        params: idParam,
        body: prescriptionInput,
        response: {
          200: prescription,
          400: errorResponse,
          ...denied,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    (request) => records.issuePrescription(currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/bookings/:id/complete',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Complete the consultation without a prescription (its doctor only)',
        params: idParam,
        response: {
          200: completeResult,
          400: errorResponse,
          ...denied,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    (request) => records.complete(currentUser(request), request.params.id),
  );

  app.get(
    '/prescriptions/:id/pdf',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The prescription as an A4 PDF: the patient and their doctors only (audited)',
        params: idParam,
        querystring: z.object({ lang: z.enum(LANGUAGES).optional() }),
        produces: ['application/pdf'],
        response: {
          200: fileResponse,
          400: errorResponse,
          ...denied,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      await enforceRateLimit(
        app.authServices.rateLimiter,
        [`prescription-pdf:${caller.id}`],
        perMinute(PRESCRIPTION_PDFS_PER_MINUTE),
      );
      const { pdf, fileName } = await records.prescriptionPdf(
        caller,
        request.params.id,
        // The reader's account language, unless the link asks for the other one.
        request.query.lang ?? caller.language,
      );
      return reply
        .headers(ATTACHMENT_HEADERS)
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(fileName))
        .send(pdf);
    },
  );

  app.get(
    '/verify/:code',
    {
      schema: {
        tags: ['public'],
        summary: 'Whether a prescription code is valid or was replaced; nothing about the patient',
        params: verificationCodeParam,
        response: { 200: prescriptionVerification, 400: errorResponse, 404: errorResponse },
      },
    },
    (request) => records.verify(request.params.code),
  );
};
