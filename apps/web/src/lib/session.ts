import type { UserRole } from '@sustho/contracts';
// The zod-free entry: this module is on every page, the schemas are not (decision 005's budget).
import { STAFF_ROLES } from '@sustho/contracts/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryRoots } from './query-keys';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  /** The account's role, which the session carries (GET /api/me will say it too). */
  role?: UserRole;
  /** Whether sign-in asks an authenticator code too (better-auth's two-factor plugin). */
  twoFactorEnabled?: boolean;
  /** The mobile number the patient proved with an SMS code, which can then sign in with one (decision 055). */
  phoneNumber?: string | null;
  phoneNumberVerified?: boolean;
  /**
   * Whether this browser's session passed that code: read from the session, not the account. The API
   * refuses staff whose account has two-factor sign-in and whose session did not (decision 030).
   */
  secondFactorPassed?: boolean;
}

export interface SessionPayload {
  user: Omit<SessionUser, 'secondFactorPassed'>;
  session: { id: string; expiresAt: string; secondFactorVerifiedAt?: string | null };
}

const staffRoles: readonly UserRole[] = STAFF_ROLES;

/**
 * Doctors and admins, read from the session's role: it holds even while STAFF_TWO_FACTOR keeps the
 * API's own routes (GET /users/admin/{email} among them) closed to a staff member.
 */
export const isStaff = (user: SessionUser | null | undefined) =>
  !!user?.role && staffRoles.includes(user.role);

/** The signed-in user from the session cookie, or null when nobody is signed in. */
export async function getSession(): Promise<SessionUser | null> {
  const payload = await apiRequest<SessionPayload | null>('/auth/get-session', {
    withoutToken: true,
  });
  if (!payload) return null;
  return { ...payload.user, secondFactorPassed: !!payload.session.secondFactorVerifiedAt };
}

export const sessionQuery = () =>
  queryOptions({ queryKey: queryRoots.session, queryFn: getSession, staleTime: 60_000 });

export const useSession = () => useQuery(sessionQuery());
