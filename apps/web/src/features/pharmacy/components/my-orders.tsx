import { Link, useSearchParams } from 'react-router';
import { OfflineAsOf } from '../../../components/ui/offline-as-of';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { useCopy } from '../../../copy/language';
import { useOfflineCopyTime } from '../../../lib/offline-copies';
import { useOnline } from '../../../lib/online-status';
import { useOrders } from '../api/get-orders';
import { MyOrderCard } from './my-order-card';

/** `?placed=` of My Orders: the order checkout just placed, which the page confirms. */
export const PLACED_ORDER_PARAM = 'placed';

/**
 * My Orders (services.md §5): the patient's medicine orders, newest first, each a card with its
 * timeline. Without a network it shows what was last loaded, marked 'Offline · as of {time}'
 * (§7), and offers no action.
 */
export function MyOrders({ accountId }: { accountId: string }) {
  const copy = useCopy();
  const text = copy.orders.myOrders;
  const orders = useOrders();
  const [search] = useSearchParams();
  const placed = search.get(PLACED_ORDER_PARAM);
  const online = useOnline();
  const offlineCopyTime = useOfflineCopyTime('/orders');
  const offline = !online || offlineCopyTime !== undefined;
  const newestFirst = [...(orders.data ?? [])].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{text.heading}</h1>
      {placed && (
        <p role="status" className="alert alert-success">
          {orders.data?.find((order) => order._id === placed)?.payment === 'cod'
            ? copy.orders.checkout.placedCod
            : text.placedNow}
        </p>
      )}
      <OfflineAsOf apiPath="/orders" updatedAt={orders.dataUpdatedAt} />
      <QueryState query={orders}>
        {newestFirst.length === 0 ? (
          <div className="flex flex-col items-start gap-2">
            <p>{text.none}</p>
            <Link to={paths.pharmacy} className="btn btn-primary min-h-11">
              {text.findMedicines}
            </Link>
          </div>
        ) : (
          <ul className="flex flex-col gap-4">
            {newestFirst.map((order) => (
              <MyOrderCard key={order._id} order={order} accountId={accountId} offline={offline} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
