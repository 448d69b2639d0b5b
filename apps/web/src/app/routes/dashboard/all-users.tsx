import type { QueryClient } from '@tanstack/react-query';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { AllUsers } from '../../../features/admin/components/all-users';
import { firstUsersPage, usersQuery } from '../../../features/admin/api/get-users';
import { signedInPageLoader } from '../../../lib/route-loaders';

export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, () => ({ queries: [usersQuery(firstUsersPage)] }));

/** /dashboard/allUsers (admins only, guarded in the router). */
export function Component() {
  const copy = useCopy();
  return (
    <>
      <PageMeta title={copy.admin.users.title} description={copy.admin.users.metaDescription} />
      <AllUsers />
    </>
  );
}
