import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { MyAgenda } from '../../../features/agenda/components/my-agenda';
import { agendaQuery } from '../../../features/agenda/api/get-agenda';
import { pageQueries } from '../../../lib/page-queries';

export const handle = pageQueries(() => [agendaQuery()]);

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
