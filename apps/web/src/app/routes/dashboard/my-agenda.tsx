import type { QueryClient } from '@tanstack/react-query';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { MyAgenda } from '../../../features/agenda/components/my-agenda';
import { agendaQuery } from '../../../features/agenda/api/get-agenda';
import { signedInPageLoader } from '../../../lib/route-loaders';

export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, () => ({ queries: [agendaQuery()] }));

/** /dashboard/agenda (doctors only, guarded in the router). */
export function Component() {
  const copy = useCopy();
  return (
    <>
      <PageMeta title={copy.agenda.title} description={copy.agenda.metaDescription} />
      <MyAgenda />
    </>
  );
}
