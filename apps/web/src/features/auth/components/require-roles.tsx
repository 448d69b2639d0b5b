import { LAB_STAFF_ROLES, PHARMACY_STAFF_ROLES, type UserRole } from '@sustho/contracts/roles';
import { useEffect, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useCopy } from '../../../copy/language';
import { useAuth } from '../../../hooks/use-auth';

/**
 * A guard for pages of some roles (the pharmacy's, the lab's), like RequireAdmin and RequireDoctor: a signed-out visitor goes
 * to /login (with `from`); any other signed-in account goes to /dashboard with `refusal`, so there
 * is no login loop.
 */
export function RequireRoles({
  roles,
  refusal,
  children,
}: {
  roles: readonly UserRole[];
  refusal: string;
  children: ReactNode;
}) {
  const copy = useCopy();
  const { user, isLoading, role, isRoleLoading } = useAuth();
  const location = useLocation();
  const refused = !!user && !isRoleLoading && !(role && roles.includes(role));
  useEffect(() => {
    if (refused) toast.error(refusal, { id: refusal });
  }, [refused, refusal]);
  if (isLoading || isRoleLoading) return <Spinner label={copy.auth.guard.loading} />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location }} />;
  if (refused) return <Navigate to={paths.dashboard} replace />;
  return <>{children}</>;
}

/** The pharmacy's pages: pharmacists' and admins'. */
export function RequirePharmacyStaff({ children }: { children: ReactNode }) {
  const copy = useCopy();
  return (
    <RequireRoles roles={PHARMACY_STAFF_ROLES} refusal={copy.auth.guard.pharmacyStaffOnly}>
      {children}
    </RequireRoles>
  );
}

/** The lab's pages: lab technicians' and admins'. */
export function RequireLabStaff({ children }: { children: ReactNode }) {
  const copy = useCopy();
  return (
    <RequireRoles roles={LAB_STAFF_ROLES} refusal={copy.auth.guard.labStaffOnly}>
      {children}
    </RequireRoles>
  );
}
