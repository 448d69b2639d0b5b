import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { LabDay } from '../../../features/lab/components/lab-day';

/** /dashboard/lab: the lab's day, for lab staff (guarded in the router). */
export function Component() {
  const copy = useCopy();
  return (
    <>
      <PageMeta
        title={copy.labOrders.labDay.title}
        description={copy.labOrders.labDay.metaDescription}
      />
      <LabDay />
    </>
  );
}
