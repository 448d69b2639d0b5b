import type { UserRole } from '@sustho/contracts';
import { paths } from '../../config/paths';

/**
 * Where to go after signing in: the page the guard sent the user away from, or else the start of
 * the account's own work: My Agenda for a doctor, home for everyone else.
 */
export function returnPath(state: unknown, role?: UserRole): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  if (typeof from?.pathname !== 'string' || !from.pathname.startsWith('/'))
    return role === 'doctor' ? paths.myAgenda : paths.home;
  return `${from.pathname}${typeof from.search === 'string' ? from.search : ''}`;
}
