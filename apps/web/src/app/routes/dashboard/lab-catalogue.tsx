import type { QueryClient } from '@tanstack/react-query';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { labTestsQuery } from '../../../features/lab/api/get-lab-tests';
import { LabCatalogueEditor } from '../../../features/lab/components/lab-catalogue-editor';
import { searchOf } from '../../../features/lab/components/lab-test-catalogue';
import { signedInPageLoader } from '../../../lib/route-loaders';

export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, (_reader, { url }) => ({
    queries: [labTestsQuery(searchOf(url.searchParams))],
  }));

/** /dashboard/lab-tests (lab staff and admins, guarded in the router): edit the lab test catalogue. */
export function Component() {
  const text = useCopy().labCatalogue;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8">
      <PageMeta title={text.title} description={text.metaDescription} />
      <LabCatalogueEditor />
    </div>
  );
}
