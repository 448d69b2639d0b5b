import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useCopy } from '../../../copy/language';
import { useAuth } from '../../../hooks/use-auth';

/** The protected-route wrapper: a spinner while auth loads, the content for a user, else /login (replacing history, with `from`). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const copy = useCopy();
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <Spinner label={copy.auth.guard.loading} />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return <>{children}</>;
}
