import { Navigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../hooks/use-auth';

/** /dashboard opens My Appointments for a patient, My Agenda for a doctor and All Users for an admin. */
export function Component() {
  const { isAdmin, isDoctor, isRoleLoading } = useAuth();
  if (isRoleLoading) return <Spinner />;
  if (isAdmin) return <Navigate to={paths.allUsers} replace />;
  return <Navigate to={isDoctor ? paths.myAgenda : paths.myAppointments} replace />;
}
