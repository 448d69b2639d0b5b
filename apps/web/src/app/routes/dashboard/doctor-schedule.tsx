import type { QueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { ScheduleEditor } from '../../../features/schedule/components/schedule-editor';
import { scheduleQuery } from '../../../features/schedule/api/get-schedule';
import { signedInPageLoader } from '../../../lib/route-loaders';

export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, (_reader, { params }) => ({
    queries: [scheduleQuery(params.id)],
  }));

/** /dashboard/doctors/:id/schedule (admins only, guarded in the router). */
export function Component() {
  const copy = useCopy();
  const { id } = useParams();
  return (
    <>
      <PageMeta title={copy.schedule.adminTitle} description={copy.schedule.metaDescription} />
      <ScheduleEditor key={id} doctorId={id} />
    </>
  );
}
