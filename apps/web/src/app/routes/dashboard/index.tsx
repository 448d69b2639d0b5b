import type { UserRole } from '@sustho/contracts/roles';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunction, Navigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../hooks/use-auth';
import { isAdminQuery } from '../../../lib/is-admin';
import { meQuery } from '../../../lib/me';
import { readerRole } from '../../../lib/reader-role';
import { sessionQuery } from '../../../lib/session';

/** Where /dashboard opens for each role: a pharmacist's is the orders queue they work through; a lab technician's is the lab's day. */
const homeOf: Record<UserRole, string> = {
  user: paths.myAppointments,
  admin: paths.allUsers,
  doctor: paths.myAgenda,
  pharmacist: paths.orders,
  lab: paths.labDay,
};

const homeFor = (isAdmin: boolean, role: UserRole | undefined) => homeOf[readerRole(isAdmin, role)];

/**
 * /dashboard opens My Appointments for a patient, My Agenda for a doctor and All Users for an
 * admin: the loader redirects before anything renders, so the server answers /dashboard with an
 * HTTP redirect. A redirect made by the page instead would run as the browser takes the page over,
 * and cancel a menu link the reader had already pressed. A visitor is left to the layout, which
 * sends them to log in.
 */
export const loader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    const reader = await queryClient.fetchQuery(sessionQuery()).catch(() => null);
    if (!reader) return null;
    const [admin, me] = await Promise.all([
      queryClient.fetchQuery(isAdminQuery(reader.email)),
      queryClient.fetchQuery(meQuery(reader.id)),
    ]).catch(() => []);
    if (!admin || !me) return null;
    throw redirect(homeFor(admin.isAdmin, me.role));
  };

/** Shown only when the loader could not learn the reader's role: the page waits for it itself. */
export function Component() {
  const { isAdmin, role, isRoleLoading } = useAuth();
  if (isRoleLoading) return <Spinner />;
  return <Navigate to={homeFor(isAdmin, role)} replace />;
}
