import type { UserRole } from '@sustho/contracts/roles';
import { Navigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../hooks/use-auth';

/** Where /dashboard opens for each role: a pharmacist's is the orders queue they work through; a lab technician's is the lab's day. */
const homeOf: Record<UserRole, string> = {
  user: paths.myAppointments,
  admin: paths.allUsers,
  doctor: paths.myAgenda,
  pharmacist: paths.orders,
  lab: paths.labDay,
};

/** /dashboard opens My Appointments for a patient, My Agenda for a doctor and All Users for an admin. */
export function Component() {
  const { isAdmin, role, isRoleLoading } = useAuth();
  if (isRoleLoading) return <Spinner />;
  return <Navigate to={homeOf[isAdmin ? 'admin' : (role ?? 'user')]} replace />;
}
