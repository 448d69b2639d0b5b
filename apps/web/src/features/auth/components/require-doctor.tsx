import { useEffect, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useCopy } from '../../../copy/language';
import { useAuth } from '../../../hooks/use-auth';

/**
 * The doctor-only guard, like RequireAdmin: a signed-out visitor goes to /login (with `from`); any
 * other signed-in account goes to /dashboard with a short message, so there is no login loop.
 */
export function RequireDoctor({ children }: { children: ReactNode }) {
  const copy = useCopy();
  const { user, isLoading, isDoctor, isRoleLoading } = useAuth();
  const location = useLocation();
  const refused = !!user && !isRoleLoading && !isDoctor;
  const refusal = copy.auth.guard.doctorsOnly;
  useEffect(() => {
    if (refused) toast.error(refusal, { id: 'doctors-only' });
  }, [refused, refusal]);
  if (isLoading || isRoleLoading) return <Spinner label={copy.auth.guard.loading} />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location }} />;
  if (refused) return <Navigate to={paths.dashboard} replace />;
  return <>{children}</>;
}
