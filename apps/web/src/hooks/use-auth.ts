import { useQuery } from '@tanstack/react-query';
import { isAdminQuery } from '../lib/is-admin';
import { useSession } from '../lib/session';

/** Who is signed in, whether the server says they are an admin, and whether they are a doctor. */
export function useAuth() {
  const session = useSession();
  const user = session.data ?? null;
  const admin = useQuery(isAdminQuery(user?.email));
  return {
    user,
    isLoading: session.isPending,
    isAdmin: admin.data?.isAdmin ?? false,
    isAdminLoading: !!user && admin.isPending,
    isDoctor: user?.role === 'doctor',
  };
}
