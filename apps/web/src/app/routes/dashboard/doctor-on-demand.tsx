import type { QueryClient } from '@tanstack/react-query';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { presenceQuery } from '../../../features/on-demand/api/presence';
import { DoctorOnDemand } from '../../../features/on-demand/components/doctor-on-demand';
import { signedInPageLoader } from '../../../lib/route-loaders';

export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, () => ({ queries: [presenceQuery()] }));

/** /dashboard/on-demand: the doctor's 'Consult now' (doctors only, guarded in the router). */
export function Component() {
  const text = useCopy().doctorOnDemand;
  return (
    <>
      <PageMeta title={text.title} description={text.metaDescription} />
      <DoctorOnDemand />
    </>
  );
}
