import { useQuery } from '@tanstack/react-query';
import { isAdminQuery } from '../lib/is-admin';
import { meQuery } from '../lib/me';
import { useSession } from '../lib/session';

/** Who is signed in, and whether the server says they are an admin or a doctor. */
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
    isRoleLoading: !!user && (admin.isPending || me.isPending),
  };
}
