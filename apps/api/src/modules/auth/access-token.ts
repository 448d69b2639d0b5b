import { createHash } from 'node:crypto';
import type { Language, UserRole } from '@sustho/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import { authRepository } from './repository.js';

export const ACCESS_TOKEN_SECONDS = 3600;
const ISSUER = 'sustho';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  /** Whether the account signs in with an authenticator code too (STAFF_TWO_FACTOR reads it). */
  twoFactorEnabled: boolean;
  /** The language the account's e-mails go out in. */
  language: Language;
  sessionId: string;
}

/**
 * The API's own short-lived bearer tokens (the spec's `accessToken`). A token names its user,
 * e-mail and session; it is accepted only while that session lives, so logout, a password change
 * or a deleted account ends it at once. The user's role is read fresh from the database each time.
 */
export function accessTokens(db: Database, secret: string) {
  // A key of its own, derived from the auth secret, so tokens and session cookies never share one.
  const key = createHash('sha256').update(`sustho-access-token:${secret}`).digest();
  const repository = authRepository(db);

  return {
    async sign(user: { id: string; email: string }, sessionId: string): Promise<string> {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ email: user.email, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(user.id)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
        .sign(key);
    },

    /** The signed-in user a token speaks for, or null when it is invalid, expired or its session ended. */
    async verify(token: string): Promise<AuthUser | null> {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: clock.now(),
        }));
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      const row = await repository.findSessionUser(payload.sid, payload.sub, clock.now());
      return row ? { ...row, sessionId: payload.sid } : null;
    },
  };
}

export type AccessTokens = ReturnType<typeof accessTokens>;
