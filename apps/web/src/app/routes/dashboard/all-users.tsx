import { PageMeta } from '../../../components/ui/page-meta';
import { copy } from '../../../copy';
import { AllUsers } from '../../../features/admin/components/all-users';

/** /dashboard/allUsers (admins only, guarded in the router). */
export function Component() {
  return (
    <>
      <PageMeta title={copy.admin.users.title} description={copy.admin.users.metaDescription} />
      <AllUsers />
    </>
  );
}
