import { Navigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../hooks/use-auth';

/** /dashboard opens My Agenda for a doctor, All Users for an admin and My Appointments for a patient. */
export function Component() {
  const { isAdmin, isAdminLoading, isDoctor } = useAuth();
  if (isDoctor) return <Navigate to={paths.myAgenda} replace />;
  if (isAdminLoading) return <Spinner />;
  return <Navigate to={isAdmin ? paths.allUsers : paths.myAppointments} replace />;
}
