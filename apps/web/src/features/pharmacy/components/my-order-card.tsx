import type { Order } from '@sustho/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RowActions } from '../../../components/ui/row-actions';
import { paths } from '../../../config/paths';
import { useCopy } from '../../../copy/language';
import { useCancelOrder } from '../api/cancel-order';
import { patientMayCancel } from '../order-states';
import { OrderLines } from './order-lines';
import { OrderTimeline, useOrderTime } from './order-timeline';

/**
 * One of My Orders, phone-first: when and for whom, where it is (the timeline), its medicines and
 * total, and what the patient can still do: pay an online order that waits for it, cancel before
 * packing (after a confirmation).
 */
export function MyOrderCard({
  order,
  accountId,
  offline,
}: {
  order: Order;
  accountId: string;
  /** Read from an offline copy: nothing can be done with it until the network is back. */
  offline: boolean;
}) {
  const copy = useCopy();
  const text = copy.orders.myOrders;
  const time = useOrderTime();
  const cancel = useCancelOrder();
  const [asking, setAsking] = useState(false);
  const heading = text.orderOf(time(order.createdAt));
  const confirm = () =>
    cancel.mutate(order._id, {
      onSuccess: () => toast.success(text.cancelled),
      onError: (error) => toast.error(error.message),
      onSettled: () => setAsking(false),
    });
  const awaitsPayment =
    order.state === 'awaiting_payment' && order.payment === 'online' && !order.paid;
  return (
    <li className="card card-border bg-base-100">
      <article className="card-body gap-3 p-4" aria-label={heading}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="card-title text-lg">{heading}</h2>
          <span className={`badge ${order.state === 'cancelled' ? 'badge-ghost' : 'badge-info'}`}>
            {copy.orders.states[order.state]}
          </span>
        </div>
        {order.patientId !== accountId && <p>{text.forPatient(order.patientName)}</p>}
        <OrderTimeline order={order} />
        <h3 className="font-semibold">{text.items}</h3>
        <OrderLines order={order} />
        <p className="text-sm">{copy.orders.payments[order.payment]}</p>
        {!offline && (awaitsPayment || patientMayCancel(order)) && (
          <RowActions>
            {awaitsPayment && (
              <Link to={paths.payment(order._id)} className="btn btn-primary btn-sm">
                {text.pay}
              </Link>
            )}
            {patientMayCancel(order) && (
              <button
                type="button"
                className="btn btn-outline btn-error btn-sm"
                onClick={() => setAsking(true)}
              >
                {text.cancel}
              </button>
            )}
          </RowActions>
        )}
        <ConfirmDialog
          open={asking}
          title={text.cancelTitle}
          subject={heading}
          message={text.cancelText}
          confirmLabel={text.cancelConfirm}
          cancelLabel={text.cancelKeep}
          busy={cancel.isPending}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        />
      </article>
    </li>
  );
}
