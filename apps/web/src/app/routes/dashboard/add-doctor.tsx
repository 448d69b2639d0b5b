import { PageMeta } from '../../../components/ui/page-meta';
import { copy } from '../../../copy';
import { AddDoctorForm } from '../../../features/admin/components/add-doctor-form';

/** /dashboard/addDoctor (admins only, guarded in the router). */
export function Component() {
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
