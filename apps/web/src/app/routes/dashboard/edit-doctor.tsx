import { useParams } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { EditDoctorForm } from '../../../features/admin/components/edit-doctor-form';

/** /dashboard/manageDoctors/:id (admins only, guarded in the router). */
export function Component() {
  const copy = useCopy();
  const { id = '' } = useParams();
  return (
    <>
      <PageMeta
        title={copy.admin.editDoctor.title}
        description={copy.admin.editDoctor.metaDescription}
      />
      <EditDoctorForm id={id} />
    </>
  );
}
