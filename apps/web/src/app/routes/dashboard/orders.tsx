import type { QueryClient } from '@tanstack/react-query';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { ordersQuery } from '../../../features/pharmacy/api/get-orders';
import { OrderQueue, queueStateOf } from '../../../features/pharmacy/components/order-queue';
import { signedInPageLoader } from '../../../lib/route-loaders';

export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, (_, { url }) => ({
    queries: [ordersQuery(queueStateOf(url.searchParams))],
  }));

/** /dashboard/orders: the pharmacist's queue of medicine orders (pharmacists and admins). */
export function Component() {
  const copy = useCopy();
  return (
    <>
      <PageMeta title={copy.orders.queue.title} description={copy.orders.queue.metaDescription} />
      <OrderQueue />
    </>
  );
}
