import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestLanguage } from '@sustho/contracts/language';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorBody, TooManyRequestsError } from '../lib/errors.js';
import { refusalIn } from '../lib/bangla-refusals.js';

/** Describes a zod validation failure as 'querystring.date: must be a date ...'. */
function validationMessage(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const context = error.validationContext ?? 'request';
  return error.validation
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return `${context}${field ? `.${field}` : ''}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * Every error leaves as JSON {statusCode, error, message}, with a `code` when the app acts on it. Client errors name the problem,
 * in the asker's language (the `lang` cookie, else Accept-Language, as pages are chosen); server
 * errors are logged in full and answered without their details (no stack, no SQL).
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof TooManyRequestsError)
      reply.header('retry-after', String(error.retryAfterSeconds));
    const language = requestLanguage(request.headers);
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      const message = refusalIn(error.message, language);
      return reply.status(error.statusCode).send(errorBody(error.statusCode, message, error.code));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(errorBody(400, refusalIn(validationMessage(error), language)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
      return reply.status(status).send(errorBody(status, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(
        errorBody(500, refusalIn('Something went wrong on our side. Please try again.', language)),
      );
  });
});
