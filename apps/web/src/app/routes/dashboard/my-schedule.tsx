import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { ScheduleEditor } from '../../../features/schedule/components/schedule-editor';

/** /dashboard/schedule (doctors only, guarded in the router). */
export function Component() {
  const copy = useCopy();
  return (
    <>
      <PageMeta title={copy.schedule.title} description={copy.schedule.metaDescription} />
      <ScheduleEditor />
    </>
  );
}
