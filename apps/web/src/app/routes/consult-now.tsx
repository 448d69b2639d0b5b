import type { QueryClient } from '@tanstack/react-query';
import { PageMeta } from '../../components/ui/page-meta';
import { useCopy } from '../../copy/language';
import { onDemandTreatmentsQuery } from '../../features/on-demand/api/get-on-demand-treatments';
import { ConsultNowList } from '../../features/on-demand/components/consult-now-list';
import { pageLoader } from '../../lib/route-loaders';
import { specialtiesQuery } from '../../lib/specialties';

// The treatments' titles in the reader's language come with the list, so the server's page has them.
export const loader = (queryClient: QueryClient) =>
  pageLoader(queryClient, () => ({ queries: [onDemandTreatmentsQuery(), specialtiesQuery()] }));

/** /consult-now: open to everyone; asking for a doctor sends a visitor to log in first. */
export function Component() {
  const copy = useCopy();
  return (
    // At least a screen high, so the footer does not jump down when the list arrives (layout shift).
    <div className="min-h-screen">
      <PageMeta title={copy.consultNow.title} description={copy.consultNow.metaDescription} />
      <ConsultNowList />
    </div>
  );
}
