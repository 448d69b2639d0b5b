import type { UserRole } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  /** The account's role, which the session carries (GET /api/me will say it too). */
  role?: UserRole;
}

export interface SessionPayload {
  user: SessionUser;
  session: { id: string; expiresAt: string };
}

/** The signed-in user from the session cookie, or null when nobody is signed in. */
export const getSession = async (): Promise<SessionUser | null> =>
  (await apiRequest<SessionPayload | null>('/auth/get-session', { withoutToken: true }))?.user ??
  null;

export const sessionQuery = () =>
  queryOptions({ queryKey: ['session'], queryFn: getSession, staleTime: 60_000 });

export const useSession = () => useQuery(sessionQuery());
