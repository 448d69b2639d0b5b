import { ORDER_STATES, type OrderState } from '@sustho/contracts';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { useCopy } from '../../../copy/language';
import { useOrders } from '../api/get-orders';
import { QueueOrderCard } from './queue-order-card';

/** `?state=` of the queue: the one state shown; without it, every order. */
export const QUEUE_STATE_PARAM = 'state';

/** The states a pharmacist filters by: an unpaid online order is not theirs yet (services.md §5). */
const QUEUE_STATES = ORDER_STATES.filter((state) => state !== 'awaiting_payment');

export const queueStateOf = (search: URLSearchParams): OrderState | undefined => {
  const state = search.get(QUEUE_STATE_PARAM);
  return QUEUE_STATES.find((known) => known === state);
};

/**
 * The pharmacist's queue (/dashboard/orders): every patient's orders, oldest first as the API
 * answers them, filtered by state; the filter is in the URL, so a reload keeps it.
 */
export function OrderQueue() {
  const copy = useCopy();
  const text = copy.orders.queue;
  const filterId = useId();
  const [search, setSearch] = useSearchParams();
  const state = queueStateOf(search);
  const orders = useOrders(state);
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{text.heading}</h1>
      <div className="form-control max-w-xs">
        <label htmlFor={filterId} className="label">
          <span className="label-text font-medium">{text.filter}</span>
        </label>
        <select
          id={filterId}
          className="select select-bordered min-h-11"
          value={state ?? ''}
          onChange={(event) =>
            setSearch(event.target.value ? { [QUEUE_STATE_PARAM]: event.target.value } : {}, {
              replace: true,
            })
          }
        >
          <option value="">{text.allOpen}</option>
          {QUEUE_STATES.map((known) => (
            <option key={known} value={known}>
              {copy.orders.states[known]}
            </option>
          ))}
        </select>
      </div>
      <QueryState query={orders}>
        {orders.data?.length === 0 ? (
          <p>{text.none}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {orders.data?.map((order) => (
              <QueueOrderCard key={order._id} order={order} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
