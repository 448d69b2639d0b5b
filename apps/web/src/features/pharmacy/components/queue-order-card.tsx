import { orderReason, type Order } from '@sustho/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ReasonDialog } from '../../../components/reason-dialog';
import { RowActions } from '../../../components/ui/row-actions';
import { useCopy } from '../../../copy/language';
import { useMoveOrder } from '../api/move-order';
import { nextStep, pharmacistMayCancel } from '../order-states';
import { useAuth } from '../../../hooks/use-auth';
import { orderPrescriptionPhotoUrl } from '../../../lib/record-files';
import { CitedPrescription } from './cited-prescription';
import { OrderLines } from './order-lines';
import { useOrderTime } from './order-timeline';

/** The API's rule on a pharmacist's reason, which every cancellation and rejection needs. */
const ORDER_REASON = orderReason.min(1, { message: 'is required' });

/** Which reason the dialog asks for: cancelling the order, or rejecting its prescription photo. */
type Asking = 'cancel' | 'reject' | null;

/**
 * One order of the pharmacist's queue: who and when, its lines, the address and payment, the
 * prescription it cites (or the photo of one), and the one next step (services.md §5); an order
 * waiting for its prescription photo to be checked is approved or rejected with a reason instead.
 * Every button waits for the answer before it can be pressed again. An admin sees it all but the
 * prescription, and moves nothing.
 */
export function QueueOrderCard({ order }: { order: Order }) {
  const copy = useCopy();
  const text = copy.orders.queue;
  const time = useOrderTime();
  const move = useMoveOrder();
  const { isAdmin } = useAuth();
  const [asking, setAsking] = useState<Asking>(null);
  const heading = text.orderOf(order.patientName, time(order.createdAt));
  const next = nextStep(order.state);
  const checkingPhoto = order.state === 'awaiting_prescription_check';
  const send = (state: Order['state'], done: string, reason?: string) =>
    move.mutate(
      { id: order._id, state, reason },
      {
        onSuccess: () => {
          toast.success(done);
          setAsking(null);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  const { address } = order;
  return (
    <li className="card card-border bg-base-100">
      <article className="card-body gap-3 p-4" aria-label={heading}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="card-title text-lg">{heading}</h2>
          <span className="badge badge-info">{copy.orders.states[order.state]}</span>
        </div>
        <OrderLines order={order} />
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{text.address}</dt>
          <dd>
            {address.recipient}, {address.phone}
            <br />
            {address.line}, {address.area}, {address.district}
          </dd>
          <dt className="font-semibold">{text.payment}</dt>
          <dd>
            {copy.orders.payments[order.payment]} · {order.paid ? text.paid : text.unpaid}
          </dd>
          {order.hasPrescriptionPhoto && !isAdmin && (
            <>
              <dt className="font-semibold">{text.photo}</dt>
              <dd>
                <a className="link" href={orderPrescriptionPhotoUrl(order._id)} download>
                  {text.viewPhoto}
                </a>
              </dd>
            </>
          )}
          {order.prescriptionId && (
            <>
              <dt className="font-semibold">{text.prescription}</dt>
              <dd>
                {/* Admins work the queue but never see the prescription (services.md §1). */}
                {isAdmin ? text.sustho : <CitedPrescription orderId={order._id} />}
              </dd>
            </>
          )}
        </dl>
        {/* Admins see the queue; only pharmacists work it (the API refuses anyone else). */}
        {!isAdmin && (
          <RowActions>
            {checkingPhoto && (
              <>
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={move.isPending}
                  aria-busy={move.isPending}
                  onClick={() => send('placed', text.approved)}
                >
                  {text.approve}
                </button>
                <button
                  type="button"
                  className="btn btn-outline btn-error btn-sm"
                  disabled={move.isPending}
                  onClick={() => setAsking('reject')}
                >
                  {text.reject}
                </button>
              </>
            )}
            {next && (
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={move.isPending}
                aria-busy={move.isPending}
                onClick={() => send(next, text.moved(copy.orders.states[next]))}
              >
                {move.isPending && (
                  <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                )}
                {text.next[next]}
              </button>
            )}
            {pharmacistMayCancel(order) && !checkingPhoto && (
              <button
                type="button"
                className="btn btn-outline btn-error btn-sm"
                disabled={move.isPending}
                onClick={() => setAsking('cancel')}
              >
                {text.cancel}
              </button>
            )}
          </RowActions>
        )}
        <ReasonDialog
          open={asking !== null}
          subject={heading}
          text={{
            title: asking === 'reject' ? text.rejectTitle : text.cancelTitle,
            reason: text.reason,
            reasonHint: text.reasonHint,
            keep: text.cancelKeep,
            confirm: asking === 'reject' ? text.reject : text.cancelConfirm,
          }}
          reasonRule={ORDER_REASON}
          busy={move.isPending}
          onConfirm={(reason) =>
            send('cancelled', asking === 'reject' ? text.rejected : text.cancelled, reason)
          }
          onClose={() => setAsking(null)}
        />
      </article>
    </li>
  );
}
