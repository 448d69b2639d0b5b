import { STAFF_ROLES, type UserRole } from '@sustho/contracts';
import type { BetterAuthPlugin, GenericEndpointContext, Session } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { secondFactorRequired } from '../../lib/errors.js';

const staffRoles: readonly string[] = STAFF_ROLES;

/**
 * Two-factor sign-in for staff (decision 017): an authenticator app (TOTP) with one-time backup
 * codes. Signing in with a password then answers `twoFactorRedirect` instead of a session, and the
 * session only starts after /two-factor/verify-totp or /two-factor/verify-backup-code.
 * `allowPasswordless: false` (better-auth's default, kept on purpose): turning it on takes the
 * password in the same call, checked before anything is stored. That is the fresh proof of the
 * password a first enrolment needs (decision 030), so an unattended or stolen session cannot enrol
 * an authenticator of its own.
 */
export const authenticatorApp = () => twoFactor({ issuer: 'Sustho', allowPasswordless: false });

/** The calls that start a session only after an authenticator or backup code was accepted. */
const SECOND_FACTOR_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

type SessionFields = Session & { secondFactorVerifiedAt?: Date | null };

/**
 * better-auth's `databaseHooks.session.create.before`: records on a new session that it passed the
 * second factor. A session started by a code's verification did (at sign-in, and when the first
 * code turns two-factor sign-in on); one that replaces the caller's own session (changing the
 * password, turning two-factor off) keeps what that session had passed. Every other session starts
 * without it.
 */
export async function recordSecondFactor(
  session: Session & Record<string, unknown>,
  context: GenericEndpointContext | null,
): Promise<{ data: Partial<SessionFields> } | undefined> {
  if (context && SECOND_FACTOR_PATHS.has(context.path ?? '')) {
    return { data: { secondFactorVerifiedAt: new Date() } };
  }
  const current = context?.context.session?.session as SessionFields | undefined;
  if (current?.userId === session.userId && current.secondFactorVerifiedAt) {
    return { data: { secondFactorVerifiedAt: current.secondFactorVerifiedAt } };
  }
  return undefined;
}

/**
 * Our rules on top of better-auth's two-factor endpoints, checked before its handlers run:
 * - Patients cannot turn it on (docs/product/accounts.md §3), so a patient's request stores
 *   no secret; an anonymous one falls through to the endpoint's own 401.
 * - A session that has not passed the second factor of an account that has one may not use any of
 *   them (decision 030): not read the authenticator's key, make new backup codes or turn it off with
 *   the password alone, nor guess codes against it (better-auth counts wrong codes only at sign-in).
 *   Codes are entered at sign-in, with no session yet.
 */
export const staffTwoFactorRules = {
  id: 'staff-two-factor-rules',
  hooks: {
    before: [
      {
        matcher: (context) => context.path === '/two-factor/enable',
        handler: createAuthMiddleware(async (ctx) => {
          const session = await getSessionFromCtx(ctx);
          const role = (session?.user as { role?: UserRole } | undefined)?.role;
          if (session && !staffRoles.includes(role ?? 'user')) {
            throw new APIError('FORBIDDEN', {
              message: 'Two-factor sign-in is for staff accounts',
            });
          }
        }),
      },
      {
        matcher: (context) => context.path?.startsWith('/two-factor/') ?? false,
        handler: createAuthMiddleware(async (ctx) => {
          const session = await getSessionFromCtx(ctx);
          if (!session?.user.twoFactorEnabled) return;
          if (!(session.session as SessionFields).secondFactorVerifiedAt) {
            const { message, code } = secondFactorRequired();
            throw new APIError('FORBIDDEN', { message, code });
          }
        }),
      },
    ],
  },
} satisfies BetterAuthPlugin;
