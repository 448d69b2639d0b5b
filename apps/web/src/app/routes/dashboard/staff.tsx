import type { QueryClient } from '@tanstack/react-query';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { staffQuery } from '../../../features/staff/api/get-staff';
import { AddStaffForm } from '../../../features/staff/components/add-staff-form';
import { StaffList } from '../../../features/staff/components/staff-list';
import { signedInPageLoader } from '../../../lib/route-loaders';

export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, () => ({ queries: [staffQuery()] }));

/** /dashboard/staff (admins only, guarded in the router): 'Add staff', the staff and their invitations. */
export function Component() {
  const copy = useCopy();
  const text = copy.staff;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8">
      <PageMeta title={text.title} description={text.metaDescription} />
      <h1 className="text-2xl font-bold">{text.heading}</h1>
      <AddStaffForm />
      <StaffList />
    </div>
  );
}
