import { PageMeta } from '../../../components/ui/page-meta';
import { clinicalRecordCopy } from '../../../copy/en/clinical-record';
import { MyHealthRecord } from '../../../features/health-record/components/my-health-record';

/** /dashboard/health-record: My Health Record, the signed-in patient's own. */
export function Component() {
  return (
    <>
      <PageMeta
        title={clinicalRecordCopy.healthRecord.title}
        description={clinicalRecordCopy.healthRecord.metaDescription}
      />
      <MyHealthRecord />
    </>
  );
}
