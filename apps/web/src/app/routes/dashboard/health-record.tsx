import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { MyHealthRecord } from '../../../features/health-record/components/my-health-record';

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
