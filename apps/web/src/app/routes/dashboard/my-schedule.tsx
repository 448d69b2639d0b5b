import type { QueryClient } from '@tanstack/react-query';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { ScheduleEditor } from '../../../features/schedule/components/schedule-editor';
import { scheduleQuery } from '../../../features/schedule/api/get-schedule';
import { signedInPageLoader } from '../../../lib/route-loaders';

export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, () => ({ queries: [scheduleQuery()] }));

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
