import {
  errorResponse,
  IMAGE_UPLOAD_FIELD,
  IMAGE_UPLOAD_MAX_BYTES,
  uploadedImage,
  type UploadedImage,
} from '@sustho/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptUploads, readUpload, type UploadForm } from '../../lib/multipart.js';
import { enforceRateLimit, perMinute } from '../../lib/rate-limiter.js';
import { currentUser } from '../auth/index.js';

/** Images one account may upload a minute: a profile or a clinic's doctors, never a flood. */
export const UPLOADS_PER_MINUTE = 20;

/** The one image of an upload. */
const imageForm: UploadForm<never> = {
  field: IMAGE_UPLOAD_FIELD,
  maxBytes: IMAGE_UPLOAD_MAX_BYTES,
  limits: { fields: 4, fieldSize: 1024, parts: 6 },
  messages: {
    notMultipart: `Send the image as multipart/form-data in the field '${IMAGE_UPLOAD_FIELD}'`,
    noFile: `Choose an image to upload in the field '${IMAGE_UPLOAD_FIELD}'`,
    wrongField: `Choose an image to upload in the field '${IMAGE_UPLOAD_FIELD}'`,
    tooLarge: `The image is larger than ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB: choose a smaller one`,
  },
};

/** The bytes of the one image, read up to the size limit. */
const readImage = async (request: FastifyRequest) => (await readUpload(request, imageForm)).data;

/**
 * Image uploads, the only routes that parse multipart: admins upload doctor photos, every
 * signed-in user can upload their own profile photo, and a doctor the photo patients see.
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploads = app.services.uploads;

  /** Uploads cost disk and CPU: each account may make UPLOADS_PER_MINUTE a minute. */
  const limitUploads = (request: FastifyRequest) =>
    enforceRateLimit(
      app.authServices.rateLimiter,
      [`upload-account:${currentUser(request).id}`],
      perMinute(UPLOADS_PER_MINUTE),
    );

  /**
   * Saves an uploaded photo, lets `use` make it someone's, and removes the photo it replaced
   * (`use` answers it only when nobody else still shows it).
   */
  async function replacePhoto(
    request: FastifyRequest,
    use: (saved: UploadedImage) => Promise<string | null>,
  ) {
    await limitUploads(request);
    const saved = await uploads.saveImage(await readImage(request));
    const replaced = await use(saved);
    if (replaced) await uploads.removeImage(replaced);
    return saved;
  }

  await acceptUploads(app, imageForm);

  app.post(
    '/uploads/images',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: `Upload a JPEG, PNG or WebP image (multipart field '${IMAGE_UPLOAD_FIELD}', up to 5 MB)`,
        consumes: ['multipart/form-data'],
        response: {
          200: uploadedImage,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          413: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      await limitUploads(request);
      return uploads.saveImage(await readImage(request));
    },
  );

  app.post(
    '/profile/photo',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: `Upload your profile photo (multipart field '${IMAGE_UPLOAD_FIELD}', JPEG, PNG or WebP up to 5 MB)`,
        consumes: ['multipart/form-data'],
        response: {
          200: uploadedImage,
          400: errorResponse,
          401: errorResponse,
          413: errorResponse,
          429: errorResponse,
        },
      },
    },
    (request) =>
      replacePhoto(request, (saved) =>
        app.services.users.setPhoto(currentUser(request), saved.data.medium.url),
      ),
  );

  app.post(
    '/me/doctor-profile/photo',
    {
      preHandler: app.requireDoctor,
      schema: {
        tags: ['profile'],
        summary: `A doctor uploads the photo patients see (multipart field '${IMAGE_UPLOAD_FIELD}', JPEG, PNG or WebP up to 5 MB)`,
        consumes: ['multipart/form-data'],
        response: {
          200: uploadedImage,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          413: errorResponse,
          429: errorResponse,
        },
      },
    },
    (request) =>
      replacePhoto(request, (saved) =>
        app.services.doctors.setOwnPhoto(currentUser(request), saved.data.url),
      ),
  );
};
