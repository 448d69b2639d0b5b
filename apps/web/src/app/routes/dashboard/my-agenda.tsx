import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { MyAgenda } from '../../../features/agenda/components/my-agenda';

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
