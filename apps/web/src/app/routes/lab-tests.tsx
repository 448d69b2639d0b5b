import type { QueryClient } from '@tanstack/react-query';
import { PageMeta } from '../../components/ui/page-meta';
import { useCopy } from '../../copy/language';
import { labTestsQuery } from '../../features/lab/api/get-lab-tests';
import { LabTestCatalogue, searchOf } from '../../features/lab/components/lab-test-catalogue';
import { pageLoader } from '../../lib/route-loaders';

/** The tests the URL's search finds, so the server's HTML has the cards. */
export const loader = (queryClient: QueryClient) =>
  pageLoader(queryClient, ({ url }) => ({
    queries: [labTestsQuery(searchOf(url.searchParams))],
  }));

/** /lab-tests: the lab's catalogue, open to everyone. */
export function Component() {
  const copy = useCopy();
  return (
    // At least a screen high, so the footer does not jump down when the list arrives (layout shift).
    <div className="min-h-screen">
      <PageMeta title={copy.labTests.title} description={copy.labTests.metaDescription} />
      <LabTestCatalogue />
    </div>
  );
}
