import { STAFF_ROLES, type UserRole } from '@sustho/contracts';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';

const staffRoles: readonly string[] = STAFF_ROLES;

/**
 * Two-factor sign-in for staff (decision 017): an authenticator app (TOTP) with one-time backup
 * codes. Signing in with a password then answers `twoFactorRedirect` instead of a session, and the
 * session only starts after /two-factor/verify-totp or /two-factor/verify-backup-code.
 */
export const authenticatorApp = () => twoFactor({ issuer: 'Sustho' });

/**
 * Patients cannot turn two-factor sign-in on (care.md §1 offers it to staff only). Checked before
 * better-auth's handler, so a patient's request stores no secret; an anonymous one falls through to
 * the endpoint's own 401.
 */
export const staffOnlyTwoFactor = {
  id: 'staff-only-two-factor',
  hooks: {
    before: [
      {
        matcher: (context) => context.path === '/two-factor/enable',
        handler: createAuthMiddleware(async (ctx) => {
          const session = await getSessionFromCtx(ctx);
          const role = (session?.user as { role?: UserRole } | undefined)?.role;
          if (session && !staffRoles.includes(role ?? 'user')) {
            throw new APIError('FORBIDDEN', {
              message: 'Two-factor sign-in is for staff accounts (doctors and admins)',
            });
          }
        }),
      },
    ],
  },
} satisfies BetterAuthPlugin;
