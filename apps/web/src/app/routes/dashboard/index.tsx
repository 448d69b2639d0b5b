import { Navigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../hooks/use-auth';

/** /dashboard opens My Appointments for a patient and All Users for an admin. */
export function Component() {
  const { isAdmin, isAdminLoading } = useAuth();
  if (isAdminLoading) return <Spinner />;
  return <Navigate to={isAdmin ? paths.allUsers : paths.myAppointments} replace />;
}
