import { useEffect, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useCopy } from '../../../copy/language';
import { useAuth } from '../../../hooks/use-auth';

/**
 * The admin-only guard. A signed-out visitor goes to /login (with `from`); a signed-in patient goes
 * to /dashboard with a short message instead, so there is no login loop.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const copy = useCopy();
  const { user, isLoading, isAdmin, isAdminLoading } = useAuth();
  const location = useLocation();
  const refused = !!user && !isAdminLoading && !isAdmin;
  const refusal = copy.auth.guard.adminsOnly;
  useEffect(() => {
    if (refused) toast.error(refusal, { id: 'admins-only' });
  }, [refused, refusal]);
  if (isLoading || isAdminLoading) return <Spinner label={copy.auth.guard.loading} />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location }} />;
  if (refused) return <Navigate to={paths.dashboard} replace />;
  return <>{children}</>;
}
