import {
  accessTokenQuery,
  accessTokenResponse,
  errorResponse,
  normalisePhone,
} from '@sustho/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicUrl } from '../../config/env.js';
import { badRequest, forbidden, unauthorized } from '../../lib/errors.js';
import { enforceRateLimit, perMinute } from '../../lib/rate-limiter.js';
import { markPersonal } from '../../lib/personal-answers.js';
import { sendWebResponse, toWebHeaders } from './web-request.js';

/**
 * better-auth endpoints that check a password, a token or a second-factor code, or send mail
 * (better-auth's own limits, such as two-factor's, are off: these apply instead): limited per IP and, when
 * the body names an e-mail or a phone number, per account. Matched on the canonical path: the input guard refuses
 * every other spelling ('/./', '%2e', '//') before this runs.
 */
export const LIMITED_AUTH_PATHS = new Set([
  '/sign-in/email',
  '/sign-in/social',
  '/sign-up/email',
  '/verify-password',
  '/change-password',
  '/request-password-reset',
  '/reset-password',
  '/send-verification-email',
  '/verify-email',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/get-totp-uri',
  '/two-factor/generate-backup-codes',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/phone-number/send-otp',
  '/phone-number/verify',
]);

/**
 * The limited path a request under /api/auth reaches, read from the route's decoded wildcard so a
 * spelling such as '/sign-%69n/email' counts as the sign-in it is; token paths count as one.
 */
function limitedPath(wildcard: string): string | null {
  const path = `/${wildcard}`;
  if (path.startsWith('/reset-password/')) return '/reset-password/:token';
  return LIMITED_AUTH_PATHS.has(path) ? path : null;
}

/**
 * The account a limited call names, counted as one however it is written: an e-mail in lower case,
 * or a phone number in its stored form (an unreadable number is counted as typed, and refused).
 */
function accountNamed(body: unknown): string | null {
  const { email, phoneNumber } = (body ?? {}) as { email?: unknown; phoneNumber?: unknown };
  if (typeof email === 'string') return email.toLowerCase().slice(0, 320);
  if (typeof phoneNumber === 'string')
    return normalisePhone(phoneNumber) ?? phoneNumber.slice(0, 40);
  return null;
}

const isJsonObject = (body: unknown) =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/** Mounts better-auth under /api/auth and adds GET /api/jwt, the access-token call (docs/product/accounts.md §6). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, rateLimiter, accessTokens } = app.authServices;
  const limit = perMinute(app.env.AUTH_RATE_LIMIT_PER_MINUTE);
  const tokenLimit = perMinute(app.env.AUTH_RATE_LIMIT_PER_MINUTE * 6);
  const origin = publicUrl(app.env);

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      // Sessions, accounts, second factors: better-auth's answers are about the caller.
      markPersonal(request);
      const path = limitedPath((request.params as { '*': string })['*']);
      if (path) {
        const account = accountNamed(request.body);
        await enforceRateLimit(
          rateLimiter,
          [
            `auth-ip:${path}:${request.ip}`,
            ...(account ? [`auth-account:${path}:${account}`] : []),
          ],
          limit,
        );
      }
      const hasBody = request.method === 'POST' && request.body !== undefined;
      // Every better-auth call takes an object; its plugins' hooks read fields of whatever came.
      if (hasBody && !isJsonObject(request.body))
        throw badRequest('Send the request body as a JSON object');
      const webRequest = new Request(new URL(request.url, origin), {
        method: request.method,
        headers: toWebHeaders(request),
        body: hasBody ? JSON.stringify(request.body) : undefined,
      });
      return sendWebResponse(reply, await auth.handler(webRequest));
    },
  });

  app.get(
    '/jwt',
    {
      schema: {
        tags: ['accounts'],
        summary: 'A 1-hour access token for the signed-in user (session cookie required)',
        querystring: accessTokenQuery,
        response: {
          200: accessTokenResponse,
          401: errorResponse,
          403: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      markPersonal(request);
      await enforceRateLimit(rateLimiter, [`jwt-ip:${request.ip}`], tokenLimit);
      const session = await auth.api.getSession({ headers: toWebHeaders(request) });
      if (!session) throw unauthorized('Sign in first: there is no session');
      if (session.user.email.toLowerCase() !== request.query.email.toLowerCase()) {
        throw forbidden('A token can only be issued for your own e-mail');
      }
      return { accessToken: await accessTokens.sign(session.user, session.session.id) };
    },
  );
};
