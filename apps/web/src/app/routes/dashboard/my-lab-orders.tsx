import type { QueryClient } from '@tanstack/react-query';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { labOrdersQuery } from '../../../features/lab/api/get-lab-orders';
import { MyLabOrders } from '../../../features/lab/components/my-lab-orders';
import { signedInPageLoader } from '../../../lib/route-loaders';

export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, () => ({ queries: [labOrdersQuery()] }));

/** /dashboard/my-lab-orders: My Tests, the patient's lab orders. */
export function Component() {
  const copy = useCopy();
  return (
    <>
      <PageMeta
        title={copy.labOrders.myTests.title}
        description={copy.labOrders.myTests.metaDescription}
      />
      <MyLabOrders />
    </>
  );
}
