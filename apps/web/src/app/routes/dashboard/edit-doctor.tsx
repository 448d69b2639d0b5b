import type { QueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { EditDoctorForm } from '../../../features/admin/components/edit-doctor-form';
import { doctorsQuery } from '../../../features/admin/api/get-doctors';
import { signedInPageLoader } from '../../../lib/route-loaders';

export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, () => ({ queries: [doctorsQuery()] }));

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
