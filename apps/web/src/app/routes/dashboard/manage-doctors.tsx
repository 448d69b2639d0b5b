import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { ManageDoctors } from '../../../features/admin/components/manage-doctors';

/** /dashboard/manageDoctors (admins only, guarded in the router). */
export function Component() {
  const copy = useCopy();
  return (
    <>
      <PageMeta
        title={copy.admin.manageDoctors.title}
        description={copy.admin.manageDoctors.metaDescription}
      />
      <ManageDoctors />
    </>
  );
}
