import type { OnDemandStatus } from '@sustho/contracts';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { ApiError } from '../../../lib/api-client';
import { useClientConfig } from '../../../lib/client-config';
import { useTreatmentTitle } from '../../../lib/specialties';
import { useCancelOnDemandRequest } from '../api/cancel-on-demand-request';
import { useOnDemandStatus } from '../api/get-on-demand-status';

/** 'Cancel request', asked once more before it is sent; a paid request says it is refunded. */
function CancelRequest({ status, label }: { status: OnDemandStatus; label: string }) {
  const copy = useCopy();
  const text = copy.consultNow.cancel;
  const show = useFormat();
  const cancel = useCancelOnDemandRequest();
  const [asking, setAsking] = useState(false);
  const confirm = () => {
    if (cancel.isPending) return;
    cancel.mutate(status._id, {
      onSuccess: () => toast.success(text.done),
      // 409 once a doctor has accepted: the next answer of the status moves the patient to the room.
      onError: (error) => toast.error(error.message),
      onSettled: () => setAsking(false),
    });
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-error min-h-11 self-start"
        aria-label={text.label(label)}
        onClick={() => setAsking(true)}
      >
        {text.button}
      </button>
      <ConfirmDialog
        open={asking}
        title={text.title}
        subject={text.subject(label)}
        message={text.text}
        detail={
          status.paid
            ? text.willRefund(show.price(status.price, status.currency, 'prefix'))
            : text.notCharged
        }
        confirmLabel={text.confirm}
        cancelLabel={text.keep}
        busy={cancel.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/** A request on its way: its payment due, or its place in the queue and the wait. */
function Queue({ status, label }: { status: OnDemandStatus; label: string }) {
  const copy = useCopy();
  const text = copy.consultNow.waiting;
  const show = useFormat();
  const config = useClientConfig();
  const timeZone = config.data?.clinic.timeZone;
  if (status.state === 'awaiting_payment')
    return (
      <>
        <p>{text.awaitingPayment}</p>
        <Link to={paths.payment(status._id)} className="btn btn-primary min-h-11 self-start">
          {text.payNow}
        </Link>
        <CancelRequest status={status} label={label} />
      </>
    );
  return (
    <>
      {status.doctorDisconnected && (
        <p role="alert" className="alert alert-warning">
          {text.disconnected}
        </p>
      )}
      {/* Read out as it changes, so a screen reader hears the queue move. */}
      <div role="status" className="flex flex-col gap-2">
        {status.position !== null && (
          <p className="text-xl font-semibold">{text.position(show.number(status.position))}</p>
        )}
        {status.state === 'offered' && <p className="font-medium">{text.offered}</p>}
        <p>
          {status.estimatedWaitMinutes === null
            ? text.noEstimate
            : copy.consultNow.estimatedWait(show.number(status.estimatedWaitMinutes))}
        </p>
      </div>
      {status.coveredBy && <p className="font-medium">{copy.plans.coveredBy(status.coveredBy)}</p>}
      {status.paid && status.expiresAt && timeZone && (
        <p className="text-sm">{text.refundBy(show.instant(status.expiresAt, timeZone))}</p>
      )}
      <CancelRequest status={status} label={label} />
    </>
  );
}

/** A request that ended: cancelled, or not taken in time, and what became of its payment. */
function Ended({ status }: { status: OnDemandStatus }) {
  const copy = useCopy();
  const text = copy.consultNow.waiting;
  const show = useFormat();
  const amount = show.price(status.price, status.currency, 'prefix');
  const what =
    status.state === 'cancelled' ? text.cancelled : status.paid ? text.expired : text.unpaidExpired;
  const payment = !status.paid
    ? null
    : status.refunded
      ? text.refunded(amount)
      : text.refundComing(amount);
  return (
    <>
      <p role="status" className="alert alert-info">
        {payment ? `${what} ${payment}` : what}
      </p>
      <Link to={paths.consultNow} className="btn btn-primary min-h-11 self-start">
        {text.again}
      </Link>
      <Link to={paths.myAppointments} className="link link-primary">
        {text.myAppointments}
      </Link>
    </>
  );
}

/** What the request's state calls for; an accepted one is already on its way to the room. */
function StatusDetails({ status }: { status: OnDemandStatus }) {
  const copy = useCopy();
  const text = copy.consultNow.waiting;
  const treatmentTitle = useTreatmentTitle();
  const label = treatmentTitle(status.treatmentName);
  switch (status.state) {
    case 'awaiting_payment':
    case 'waiting':
    case 'offered':
      return <Queue status={status} label={label} />;
    case 'accepted':
      return (
        <>
          <p role="status">{text.accepted}</p>
          <Link to={paths.consultation(status._id)} className="btn btn-primary min-h-11 self-start">
            {text.join}
          </Link>
        </>
      );
    case 'cancelled':
    case 'expired':
      return <Ended status={status} />;
  }
}

/**
 * The waiting page of an on-demand request (services.md §3). Everything comes from the API,
 * asked every second, so it survives a reload and a closed tab; once a doctor accepts, the
 * patient is moved into the room, and Back does not bring them here again.
 */
export function WaitingRoom({
  id,
  transactionId,
}: {
  id: string;
  /** The payment made a moment ago on the payment page, shown whole. */
  transactionId: string | null;
}) {
  const copy = useCopy();
  const text = copy.consultNow.waiting;
  const treatmentTitle = useTreatmentTitle();
  const status = useOnDemandStatus(id);
  const navigate = useNavigate();
  const accepted = status.data?.state === 'accepted';
  useEffect(() => {
    if (accepted) void navigate(paths.consultation(id), { replace: true });
  }, [accepted, id, navigate]);
  const unknown =
    status.error instanceof ApiError &&
    (status.error.status === 404 || status.error.status === 400);
  return (
    <section
      aria-labelledby="waiting-heading"
      className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-8"
    >
      <h1 id="waiting-heading" className="text-2xl font-bold break-words">
        {status.data
          ? text.heading(treatmentTitle(status.data.treatmentName))
          : copy.consultNow.heading}
      </h1>
      {transactionId && (
        <div role="status" className="alert alert-success">
          {/* One block: the alert lays its children out side by side. */}
          <div>
            <p className="font-semibold">{copy.payments.success}</p>
            <p>
              {copy.payments.transactionId}{' '}
              <span className="font-mono font-bold break-all">{transactionId}</span>
            </p>
          </div>
        </div>
      )}
      {status.data ? (
        <>
          <p>{copy.family.bookedFor(status.data.patientName)}</p>
          <StatusDetails status={status.data} />
        </>
      ) : status.isPending ? (
        <Spinner />
      ) : unknown ? (
        <ErrorMessage message={text.unknown} />
      ) : (
        <ErrorMessage
          message={status.error?.message ?? copy.errors.generic}
          onRetry={() => void status.refetch()}
        />
      )}
    </section>
  );
}
