import { actsAsPatient } from '@sustho/contracts/roles';
import { useQuery } from '@tanstack/react-query';
import { isAdminQuery } from '../lib/is-admin';
import { meQuery } from '../lib/me';
import { useSession } from '../lib/session';

/** Who is signed in, their role as the server says it, and whether they are an admin or a doctor. */
export function useAuth() {
  const session = useSession();
  const user = session.data ?? null;
  const admin = useQuery(isAdminQuery(user?.email));
  const me = useQuery(meQuery(user?.id));
  return {
    user,
    isLoading: session.isPending,
    isAdmin: admin.data?.isAdmin ?? false,
    isAdminLoading: !!user && admin.isPending,
    isDoctor: me.data?.role === 'doctor',
    /** The signed-in account's role; undefined while unknown or signed out. */
    role: me.data?.role,
    /** Whether the account books, waits and consults as a patient (contracts' actsAsPatient). */
    actsAsPatient: me.data ? actsAsPatient(me.data.role) : true,
    isRoleLoading: !!user && (admin.isPending || me.isPending),
  };
}
