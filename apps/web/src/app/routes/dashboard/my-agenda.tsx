import { PageMeta } from '../../../components/ui/page-meta';
import { copy } from '../../../copy';
import { MyAgenda } from '../../../features/agenda/components/my-agenda';

/** /dashboard/agenda (doctors only, guarded in the router). */
export function Component() {
  return (
    <>
      <PageMeta title={copy.agenda.title} description={copy.agenda.metaDescription} />
      <MyAgenda />
    </>
  );
}
