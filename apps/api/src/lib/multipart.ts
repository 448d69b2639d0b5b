import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.js';

/**
 * One upload form: a single file in `field` and, beside it, only the named text fields; a form that
 * names none is its file alone, and what else the body holds is not read. Its refusals are written
 * out in full because lib/bangla-refusals.ts translates them word for word.
 */
export interface UploadForm<Field extends string> {
  /** The field the file comes in. */
  field: string;
  maxBytes: number;
  /** The parser's limits on the text fields and parts around the file. */
  limits: { fields: number; fieldSize: number; parts: number };
  /** Each text field the form takes, read into its value (throwing a 400 when it is not one). */
  textFields?: Record<Field, (value: unknown) => string>;
  messages: {
    notMultipart: string;
    noFile: string;
    /** A file in another field, or a second one. */
    wrongField: string;
    tooLarge: string;
  };
}

export interface Upload<Field extends string> {
  data: Buffer;
  fileName: string;
  fields: Partial<Record<Field, string>>;
}

/**
 * Lets the plugin's routes read `form`. The 256 kB JSON body limit does not apply to multipart
 * streams, so the file's own limit is set here.
 */
export async function acceptUploads(
  app: FastifyInstance,
  form: Pick<UploadForm<string>, 'maxBytes' | 'limits'>,
) {
  await app.register(multipart, {
    limits: { fileSize: form.maxBytes, files: 1, ...form.limits },
  });
}

/**
 * Reads the request as `form`: the file's bytes and the text fields sent beside it. An empty file is
 * answered as it came: what it means is the route's to say.
 */
export async function readUpload<Field extends string>(
  request: FastifyRequest,
  form: UploadForm<Field>,
): Promise<Upload<Field>> {
  if (!request.isMultipart()) throw badRequest(form.messages.notMultipart);
  let file: { data: Buffer; fileName: string } | null = null;
  const fields: Partial<Record<Field, string>> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== form.field || file) {
          // The part is read to its end so the parser can go on to the end of the request.
          await part.toBuffer();
          throw badRequest(form.messages.wrongField);
        }
        file = { data: await part.toBuffer(), fileName: part.filename };
        if (!form.textFields) break;
      } else if (!form.textFields) {
        continue;
      } else if (Object.hasOwn(form.textFields, part.fieldname)) {
        const name = part.fieldname as Field;
        fields[name] = form.textFields[name](part.value);
      } else {
        throw badRequest(`Unknown field '${part.fieldname}'`);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw new AppError(413, form.messages.tooLarge);
    // Malformed multipart bodies surface as parser errors without a status; they are the client's.
    throw badRequest(`The upload could not be read: ${(error as Error).message}`);
  }
  if (!file) throw badRequest(form.messages.noFile);
  return { ...file, fields };
}
