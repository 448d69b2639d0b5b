import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors.js';
import type { AuthUser } from './access-token.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set by requireUser / requireAdmin. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: sets `request.user` when a valid token or session comes along, else leaves it null. */
    identifyUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a valid bearer token (or session cookie) is required; 401 otherwise. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: the caller must be an admin now (read from the database); 401 or 403 otherwise. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** preHandler: the caller must be a doctor now (read from the database); 401 or 403 otherwise. */
    requireDoctor: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a pharmacist's or an admin's account; 403 otherwise. */
    requirePharmacyStaff: (request: FastifyRequest) => Promise<void>;
  }
}

/** The caller of a route guarded by requireUser or requireAdmin. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
