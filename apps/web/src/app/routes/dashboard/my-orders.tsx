import type { QueryClient } from '@tanstack/react-query';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { ordersQuery } from '../../../features/pharmacy/api/get-orders';
import { MyOrders } from '../../../features/pharmacy/components/my-orders';
import { useAuth } from '../../../hooks/use-auth';
import { signedInPageLoader } from '../../../lib/route-loaders';

export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, () => ({ queries: [ordersQuery()] }));

/** /dashboard/my-orders: the signed-in patient's medicine orders with their timelines. */
export function Component() {
  const copy = useCopy();
  const { user } = useAuth();
  return (
    <>
      <PageMeta
        title={copy.orders.myOrders.title}
        description={copy.orders.myOrders.metaDescription}
      />
      {user && <MyOrders accountId={user.id} />}
    </>
  );
}
