import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { AddDoctorForm } from '../../../features/admin/components/add-doctor-form';

/** /dashboard/addDoctor (admins only, guarded in the router). */
export function Component() {
  const copy = useCopy();
  return (
    <>
      <PageMeta
        title={copy.admin.addDoctor.title}
        description={copy.admin.addDoctor.metaDescription}
      />
      <AddDoctorForm />
    </>
  );
}
