import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { AllUsers } from '../../../features/admin/components/all-users';

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
