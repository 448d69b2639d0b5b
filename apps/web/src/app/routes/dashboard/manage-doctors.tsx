import type { QueryClient } from '@tanstack/react-query';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { ManageDoctors } from '../../../features/admin/components/manage-doctors';
import { doctorsQuery } from '../../../features/admin/api/get-doctors';
import { treatmentSettingsQuery } from '../../../features/admin/api/get-treatment-settings';
import { TreatmentSettings } from '../../../features/admin/components/treatment-settings';
import { signedInPageLoader } from '../../../lib/route-loaders';

export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, () => ({ queries: [doctorsQuery(), treatmentSettingsQuery()] }));

/** /dashboard/manageDoctors (admins only, guarded in the router): the doctors, then the treatments' settings. */
export function Component() {
  const copy = useCopy();
  return (
    <>
      <PageMeta
        title={copy.admin.manageDoctors.title}
        description={copy.admin.manageDoctors.metaDescription}
      />
      <div className="flex flex-col gap-10">
        <ManageDoctors />
        <TreatmentSettings />
      </div>
    </>
  );
}
