import type { LabOrder } from '@sustho/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ForPatientBadge } from '../../../components/for-patient-badge';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useAuth } from '../../../hooks/use-auth';
import { useCancelLabOrder } from '../api/change-lab-order';
import { useLabOrders } from '../api/get-lab-orders';
import { testNames, useCollectionText } from '../collection';
import { LabOrderStateBadge } from './lab-order-state-badge';

/** Before the sample is taken, the patient may still call the order off. */
const cancellable = (order: LabOrder) =>
  order.state === 'awaiting_payment' || order.state === 'booked';

/** 'Cancel', after a confirmation that says what happens to the payment. */
function CancelOrder({ order }: { order: LabOrder }) {
  const text = useCopy().labOrders.myTests;
  const cancel = useCancelLabOrder();
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    cancel.mutate(order._id, {
      onSuccess: () => toast.success(text.cancelled),
      onError: (error) => toast.error(error.message),
      onSettled: () => setAsking(false),
    });
  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-error min-h-11"
        aria-label={text.cancelLabel(testNames(order))}
        onClick={() => setAsking(true)}
      >
        {text.cancel}
      </button>
      <ConfirmDialog
        open={asking}
        title={text.cancelTitle}
        subject={testNames(order)}
        message={text.cancelText}
        detail={order.paid ? text.cancelRefund : undefined}
        confirmLabel={text.cancelConfirm}
        cancelLabel={text.cancelKeep}
        busy={cancel.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/** What the order costs and where its payment stands. */
function PaymentLine({ order }: { order: LabOrder }) {
  const copy = useCopy().labOrders;
  const show = useFormat();
  const total = copy.price(show.price(order.total, order.currency));
  if (order.refunded)
    return (
      <p>
        {total} · {copy.refunded(show.price(order.refundedAmount, order.currency))}
      </p>
    );
  return (
    <p>
      {total} · {order.paid ? copy.paidOnline : copy.payAtCollection}
    </p>
  );
}

function OrderCard({ order, accountId }: { order: LabOrder; accountId?: string }) {
  const copy = useCopy().labOrders;
  const text = copy.myTests;
  const collectionText = useCollectionText();
  const forMember = order.patientId !== accountId;
  const cancelReason = order.history.findLast((step) => step.state === 'cancelled')?.reason;
  return (
    <li className="card bg-base-100 shadow-sm">
      <div className="card-body gap-2 p-4 sm:p-6">
        <h2 className="card-title break-words">{testNames(order)}</h2>
        <p className="flex flex-wrap gap-2">
          <LabOrderStateBadge state={order.state} />
          {forMember && <ForPatientBadge name={order.patientName} />}
        </p>
        <p>{collectionText(order)}</p>
        {cancelReason && <p className="text-sm">{cancelReason}</p>}
        <PaymentLine order={order} />
        <div className="card-actions justify-end">
          {order.state === 'awaiting_payment' && (
            <Link to={paths.payment(order._id)} className="btn btn-primary min-h-11">
              {text.pay}
            </Link>
          )}
          {order.state === 'result_ready' && (
            <Link
              to={paths.healthRecordOf(forMember ? order.patientId : undefined, 'test-results')}
              className="btn btn-primary min-h-11"
            >
              {text.results}
            </Link>
          )}
          {cancellable(order) && <CancelOrder order={order} />}
        </div>
      </div>
    </li>
  );
}

/** My Tests (services.md §6): the account's lab orders, for every profile, newest first. */
export function MyLabOrders() {
  const text = useCopy().labOrders.myTests;
  const { user } = useAuth();
  const orders = useLabOrders();
  return (
    <section aria-labelledby="my-tests-heading" className="flex max-w-3xl flex-col gap-4">
      <h1 id="my-tests-heading" className="text-2xl font-bold">
        {text.heading}
      </h1>
      <Link to={paths.labTests} className="btn btn-outline min-h-11 self-start">
        {text.book}
      </Link>
      <QueryState query={orders}>
        {orders.data?.length === 0 ? (
          <p>{text.empty}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {orders.data?.map((order) => (
              <OrderCard key={order._id} order={order} accountId={user?.id} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
