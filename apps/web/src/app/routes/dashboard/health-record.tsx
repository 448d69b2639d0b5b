import type { QueryClient } from '@tanstack/react-query';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { MyHealthRecord } from '../../../features/health-record/components/my-health-record';
import { healthRecordQuery } from '../../../features/health-record/api/get-health-record';
import { signedInPageLoader } from '../../../lib/route-loaders';

export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, () => ({ queries: [healthRecordQuery()] }));

/** /dashboard/health-record: My Health Record, the signed-in patient's own. */
export function Component() {
  const copy = useCopy();
  return (
    <>
      <PageMeta
        title={copy.clinicalRecord.healthRecord.title}
        description={copy.clinicalRecord.healthRecord.metaDescription}
      />
      <MyHealthRecord />
    </>
  );
}
