import type { QueryClient } from '@tanstack/react-query';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import {
  MyHealthRecord,
  RECORD_PATIENT_PARAM,
} from '../../../features/health-record/components/my-health-record';
import { OrderMedicinesButton } from '../../../features/pharmacy/components/order-medicines-button';
import { healthRecordQuery } from '../../../features/health-record/api/get-health-record';
import { TestResults } from '../../../features/lab/components/test-results';
import { familyQuery } from '../../../lib/family';
import { signedInPageLoader } from '../../../lib/route-loaders';

export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, (_, { url }) => ({
    queries: [
      healthRecordQuery(url.searchParams.get(RECORD_PATIENT_PARAM) || undefined),
      familyQuery(),
    ],
  }));

/** /dashboard/health-record: My Health Record, of the signed-in patient or a family member. */
export function Component() {
  const copy = useCopy();
  return (
    <>
      <PageMeta
        title={copy.clinicalRecord.healthRecord.title}
        description={copy.clinicalRecord.healthRecord.metaDescription}
      />
      <MyHealthRecord
        OrderMedicines={OrderMedicinesButton}
        testResults={(record) => <TestResults results={record.testResults} />}
      />
    </>
  );
}
