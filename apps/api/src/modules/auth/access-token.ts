import { createHash } from 'node:crypto';
import type { Language, UserRole } from '@sustho/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';
import { changeOf, SIGN_IN_CHANGES } from '../../db/change-channels.js';
import type { Database, Notifications } from '../../db/client.js';
import { clock } from '../../lib/clock.js';
import { notifiedCache } from '../../lib/notified-cache.js';
import { authRepository } from './repository.js';

export const ACCESS_TOKEN_SECONDS = 3600;
/** Tokens whose signature each process remembers having checked (one per signed-in visitor). */
const VERIFIED_TOKENS_KEPT = 10_000;
const ISSUER = 'sustho';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  /** Whether the account signs in with an authenticator code too (STAFF_TWO_FACTOR reads it). */
  twoFactorEnabled: boolean;
  /** Whether this session passed that code (or a backup code): staff routes ask it (decision 030). */
  secondFactorPassed: boolean;
  /** The language the account's e-mails go out in. */
  language: Language;
  sessionId: string;
}

/** A key of its own, derived from the auth secret, so tokens and session cookies never share one. */
const accessTokenKey = (secret: string) =>
  createHash('sha256').update(`sustho-access-token:${secret}`).digest();

/** Signs access tokens for a session; `accessTokens` verifies them. */
export function accessTokenSigner(secret: string) {
  const key = accessTokenKey(secret);
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
  };
}

type SessionUser = NonNullable<
  Awaited<ReturnType<ReturnType<typeof authRepository>['findSessionUser']>>
>;

/**
 * The API's own short-lived bearer tokens (`accessToken`, docs/product/accounts.md §6). A token names its user,
 * e-mail and session; it is accepted only while that session lives, so logout, a password change
 * or a deleted account ends it at once. The session and its user (role included) are read from
 * the database once, then kept until the database announces that the session ended or changed,
 * or that the account changed or went (decision 028): every process drops its copy then.
 */
export function accessTokens(
  db: Database,
  secret: string,
  notifications: Notifications,
  cacheSessions: boolean,
) {
  const key = accessTokenKey(secret);
  const repository = authRepository(db);
  const sessions = notifiedCache<SessionUser | null>(notifications, {
    enabled: cacheSessions,
    channel: SIGN_IN_CHANGES,
    onPayload(payload, cache) {
      const change = changeOf(payload);
      if (change.kind === 'session') cache.drop((sessionId) => sessionId === change.id);
      else if (change.kind === 'user')
        cache.drop((_, row) => row === undefined || row?.id === change.id);
      else cache.clear();
    },
    maxEntries: 10_000,
    maxAgeMs: 60_000,
  });

  /**
   * A token's signature checked once: the same text always verifies the same way, so a token
   * seen before needs only its expiry compared with the clock. Its session is checked each time.
   */
  const verified = new Map<string, { sub: string; sid: string; exp: number }>();
  async function verifiedClaims(token: string) {
    const known = verified.get(token);
    if (known) return known.exp > clock.now().getTime() / 1000 ? known : null;
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
    const { sub, sid, exp } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null;
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
    verified.set(token, { sub, sid, exp });
    return { sub, sid, exp };
  }

  return {
    ...accessTokenSigner(secret),

    /** The signed-in user a token speaks for, or null when it is invalid, expired or its session ended. */
    async verify(token: string): Promise<AuthUser | null> {
      const payload = await verifiedClaims(token);
      if (!payload) return null;
      const { sid: sessionId } = payload;
      const row = await sessions.get(sessionId, () => repository.findSessionUser(sessionId));
      if (!row || row.id !== payload.sub || row.expiresAt <= clock.now()) return null;
      const { id, email, name, role, twoFactorEnabled, language, secondFactorVerifiedAt } = row;
      const secondFactorPassed = secondFactorVerifiedAt !== null;
      return { id, email, name, role, twoFactorEnabled, secondFactorPassed, language, sessionId };
    },

    close: () => sessions.close(),
  };
}

export type AccessTokens = ReturnType<typeof accessTokens>;
