import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  languageOrDefault,
  PHARMACY_STAFF_ROLES,
  STAFF_ROLES,
  USER_ROLES,
  type UserRole,
} from '@sustho/contracts';
import type { AuthUser } from '../modules/auth/access-token.js';
// The request and instance fields this plugin fills are declared beside currentUser.
import type {} from '../modules/auth/current-user.js';
import { toWebHeaders } from '../modules/auth/web-request.js';
import { markPersonal } from '../lib/personal-answers.js';
import {
  forbidden,
  secondFactorRequired,
  twoFactorSetupRequired,
  unauthorized,
} from '../lib/errors.js';

/**
 * Who is calling: the bearer token first (what the app sends), else the better-auth session cookie.
 * Both paths read the user's role from the database, so a demoted or deleted user loses access at once.
 * Staff are refused here, by every guarded route at once, when their account has two-factor sign-in
 * and this session (the token's or the cookie's) did not pass it (decision 030), and with
 * STAFF_TWO_FACTOR=required when the account has none; setting it up, reading the session and
 * signing out are better-auth's own /api/auth calls and GET /api/jwt, which these guards do not
 * cover (decision 017).
 */
export const authGuards = fp(async (app: FastifyInstance) => {
  const { auth, accessTokens } = app.authServices;

  async function identify(request: FastifyRequest): Promise<AuthUser | null> {
    const header = request.headers.authorization;
    if (header?.toLowerCase().startsWith('bearer '))
      return accessTokens.verify(header.slice(7).trim());
    if (!request.headers.cookie) return null;
    const session = await auth.api.getSession({ headers: toWebHeaders(request) });
    if (!session) return null;
    const { id, email, name, role, twoFactorEnabled, language } =
      session.user as typeof session.user & {
        role?: string;
        twoFactorEnabled?: boolean | null;
        language?: string;
      };
    const { secondFactorVerifiedAt } = session.session as typeof session.session & {
      secondFactorVerifiedAt?: Date | null;
    };
    return {
      id,
      email,
      name,
      role: USER_ROLES.includes(role as UserRole) ? (role as UserRole) : 'user',
      twoFactorEnabled: twoFactorEnabled === true,
      secondFactorPassed: !!secondFactorVerifiedAt,
      language: languageOrDefault(language),
      sessionId: session.session.id,
    };
  }

  app.decorateRequest('user', null);

  const twoFactorRequired = app.env.STAFF_TWO_FACTOR === 'required';
  const staffRoles: readonly UserRole[] = STAFF_ROLES;

  app.decorate('identifyUser', async (request: FastifyRequest) => {
    // An answer that depends on who asks is that person's (plugins/personal-answers.ts).
    markPersonal(request);
    request.user = await identify(request);
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    await app.identifyUser(request);
    if (!request.user)
      throw unauthorized('Sign in to continue: the access token is missing, expired or revoked');
    const { role, twoFactorEnabled, secondFactorPassed } = request.user;
    if (!staffRoles.includes(role)) return;
    if (twoFactorEnabled && !secondFactorPassed) throw secondFactorRequired();
    if (twoFactorRequired && !twoFactorEnabled) throw twoFactorSetupRequired();
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.requireUser(request);
    if (request.user?.role !== 'admin') throw forbidden('Admins only');
  });

  const pharmacyRoles: readonly UserRole[] = PHARMACY_STAFF_ROLES;
  app.decorate('requirePharmacyStaff', async (request: FastifyRequest) => {
    await app.requireUser(request);
    if (!pharmacyRoles.includes(request.user!.role)) throw forbidden('Pharmacists and admins only');
  });

  app.decorate('requireDoctor', async (request: FastifyRequest) => {
    await app.requireUser(request);
    if (request.user?.role !== 'doctor') throw forbidden('Doctors only');
  });
});
