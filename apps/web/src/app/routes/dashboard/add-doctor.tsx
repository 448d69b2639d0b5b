import type { QueryClient } from '@tanstack/react-query';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { AddDoctorForm } from '../../../features/admin/components/add-doctor-form';
import { treatmentNamesQuery } from '../../../features/admin/api/get-treatment-names';
import { signedInPageLoader } from '../../../lib/route-loaders';

export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, () => ({ queries: [treatmentNamesQuery()] }));

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
