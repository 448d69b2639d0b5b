import { PageMeta } from '../../../components/ui/page-meta';
import { copy } from '../../../copy';
import { ScheduleEditor } from '../../../features/schedule/components/schedule-editor';

/** /dashboard/schedule (doctors only, guarded in the router). */
export function Component() {
  return (
    <>
      <PageMeta title={copy.schedule.title} description={copy.schedule.metaDescription} />
      <ScheduleEditor />
    </>
  );
}
