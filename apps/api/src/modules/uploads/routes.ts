import multipart from '@fastify/multipart';
import {
  errorResponse,
  IMAGE_UPLOAD_FIELD,
  IMAGE_UPLOAD_MAX_BYTES,
  uploadedImage,
  type UploadedImage,
} from '@sustho/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/errors.js';
import { enforceRateLimit, perMinute } from '../../lib/rate-limiter.js';
import { currentUser } from '../auth/current-user.js';

/** Images one account may upload a minute: a profile or a clinic's doctors, never a flood. */
export const UPLOADS_PER_MINUTE = 20;

const TOO_LARGE = `The image is larger than ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB: choose a smaller one`;

/** The bytes of the one file in the `image` field, read up to the size limit. */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw badRequest(`Send the image as multipart/form-data in the field '${IMAGE_UPLOAD_FIELD}'`);
  }
  try {
    const part = await request.file();
    if (!part || part.fieldname !== IMAGE_UPLOAD_FIELD) {
      throw badRequest(`Choose an image to upload in the field '${IMAGE_UPLOAD_FIELD}'`);
    }
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw new AppError(413, TOO_LARGE);
    // Malformed multipart bodies surface as parser errors without a status; they are the client's.
    throw badRequest(`The upload could not be read: ${(error as Error).message}`);
  }
}

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

  // Uploads get their own limit; the 256 kB JSON body limit does not apply to multipart streams.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
  });

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
