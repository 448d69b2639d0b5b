import type { Booking } from '@sustho/contracts';
import { useState, type ComponentType } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { OfflineAsOf } from '../../../components/ui/offline-as-of';
import { QueryState } from '../../../components/ui/query-state';
import { RowActions } from '../../../components/ui/row-actions';
import { paths } from '../../../config/paths';
import type { Copy } from '../../../copy/en';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useClientConfig } from '../../../lib/client-config';
import { useDeleteBooking } from '../api/delete-booking';
import { useBookings } from '../api/get-bookings';
import { useBookingFacts } from '../hooks/use-booking-facts';
import { JoinLink } from './join-link';
import { RescheduleDialog, type SlotPickerProps } from './reschedule-dialog';
import { useTreatmentTitle } from '../../../lib/specialties';
import { ForPatientBadge } from '../../../components/for-patient-badge';

/**
 * An active on-demand request no doctor is with (services.md §3): it waits in the queue (or for
 * its payment), shows its waiting page and can be cancelled. Once a doctor accepts, its room is open.
 */
const waiting = (booking: Booking) =>
  booking.kind === 'on_demand' && booking.status === 'active' && !booking.roomOpen;

/**
 * Pay while an active priced booking is unpaid; otherwise what happened to the payment (a
 * cancelled paid booking says whether it was refunded, docs/product/appointment-life.md §2), or
 * the plan that covered it.
 */
function PaymentCell({ booking }: { booking: Booking }) {
  const copy = useCopy();
  const text = copy.myAppointments;
  if (booking.refunded) return <span className="badge badge-ghost">{text.refunded}</span>;
  if (booking.paid && booking.status === 'cancelled')
    return <span className="badge badge-ghost">{text.notRefunded}</span>;
  if (booking.paid) return <span className="badge badge-success">{text.paid}</span>;
  // A consultation a plan paid for is never paid for again (services.md §4).
  if (booking.coveredBy) return <span>{copy.plans.coveredBy(booking.coveredBy)}</span>;
  if (booking.status !== 'active') return null;
  if (booking.price === 0)
    return <span>{booking.followUpOf ? copy.appointments.modal.freeFollowUp : text.free}</span>;
  return (
    <span className="flex flex-col items-start gap-1">
      <Link
        to={paths.payment(booking._id)}
        className="btn btn-xs btn-primary"
        aria-label={
          booking.appointmentDate
            ? text.payLabel(booking.treatmentName, booking.appointmentDate)
            : copy.consultNow.booking.payLabel(booking.treatmentName)
        }
      >
        {text.pay}
      </Link>
      {booking.payBy && <PayBy deadline={booking.payBy} kind={booking.kind} />}
    </span>
  );
}

/**
 * A payment hold's deadline (docs/product/appointment-life.md §3), on the clinic's clock; an
 * on-demand request has no slot to keep, only its request (services.md §3).
 */
function PayBy({ deadline, kind }: { deadline: string; kind: Booking['kind'] }) {
  const copy = useCopy();
  const show = useFormat();
  const config = useClientConfig();
  if (!config.data) return null;
  const time = show.instant(deadline, config.data.clinic.timeZone);
  return (
    <span className="text-xs">
      {kind === 'on_demand' ? copy.consultNow.booking.payBy(time) : copy.waitlist.payBy(time)}
    </span>
  );
}

/** What became of a booking that is no longer active; an active one has no status to show. */
const statusText = (
  statuses: Copy['myAppointments']['statuses'],
): Record<Exclude<Booking['status'], 'active'>, string> => ({
  completed: statuses.completed,
  no_show: statuses.noShow,
  cancelled: statuses.cancelled,
});

/**
 * What became of the booking, and 'Join' while its room is open, 'Reschedule' while it may move,
 * and 'Book follow-up' while a completed consultation's free follow-up can be booked.
 */
function StatusCell({
  booking,
  onReschedule,
  onFollowUp,
}: {
  booking: Booking;
  onReschedule: () => void;
  onFollowUp: () => void;
}) {
  const copy = useCopy();
  const show = useFormat();
  const treatmentTitle = useTreatmentTitle();
  const facts = useBookingFacts()(booking);
  const text = copy.myAppointments;
  return (
    <>
      {booking.status !== 'active' && statusText(text.statuses)[booking.status]}
      {booking.followUpUntil && (
        <RowActions>
          <button
            type="button"
            className="btn btn-xs btn-outline btn-primary"
            aria-label={text.bookFollowUpLabel(
              treatmentTitle(booking.treatmentName),
              show.date(booking.followUpUntil),
            )}
            onClick={onFollowUp}
          >
            {text.bookFollowUp}
          </button>
        </RowActions>
      )}
      {waiting(booking) && (
        <RowActions>
          <Link
            to={paths.consultNowWaiting(booking._id)}
            className="btn btn-xs btn-outline btn-primary"
            aria-label={copy.consultNow.booking.queueLabel(treatmentTitle(booking.treatmentName))}
          >
            {copy.consultNow.booking.queue}
          </Link>
        </RowActions>
      )}
      {(booking.roomOpen || booking.reschedulable) && (
        <RowActions>
          <JoinLink booking={booking} className="btn-xs" />
          {booking.reschedulable && (
            <button
              type="button"
              className="btn btn-xs btn-outline btn-primary"
              aria-label={copy.reschedule.rescheduleLabel(booking.treatmentName, facts.date)}
              onClick={onReschedule}
            >
              {copy.reschedule.reschedule}
            </button>
          )}
        </RowActions>
      )}
    </>
  );
}

/**
 * What deleting a priced booking does to its payment (docs/product/appointment-life.md §2): nothing is
 * charged for an unpaid one; a paid one is refunded, or, within REFUND_CUTOFF_HOURS of the start,
 * kept. The server decides (its refund rule); the booking says which it will be.
 */
function useRefundNotice(booking: Booking | null): string | undefined {
  const copy = useCopy();
  const text = copy.reschedule;
  const show = useFormat();
  const config = useClientConfig();
  if (!booking || booking.status !== 'active' || booking.price === 0) return undefined;
  if (!booking.paid) return copy.myAppointments.notCharged;
  if (booking.refundOnCancel)
    return text.willRefund(show.price(booking.price, booking.currency, 'prefix'));
  return text.noRefund(show.number(config.data?.refundCutoffHours ?? 0));
}

/** What opens the booking of a completed consultation's follow-up (the route hands it in). */
export type FollowUpBookingProps = { consultation: Booking | null; onClose: () => void };

/**
 * My Appointments: the signed-in patient's bookings, upcoming first, to pay, move or delete, and
 * to book a completed consultation's follow-up. `SlotPicker` draws the new-slot choice of
 * 'Reschedule' and `FollowUpBooking` the booking of a follow-up (the route hands in the
 * appointments feature's and the booking modal it opens with a day's options).
 */
export function MyAppointments({
  email,
  accountId,
  SlotPicker,
  FollowUpBooking,
}: {
  email: string;
  /** The account's own patient id: a booking for anyone else says whom it is for. */
  accountId: string;
  SlotPicker: ComponentType<SlotPickerProps>;
  FollowUpBooking: ComponentType<FollowUpBookingProps>;
}) {
  const copy = useCopy();
  const treatmentTitle = useTreatmentTitle();
  const text = copy.myAppointments;
  const bookings = useBookings(email);
  const deleteBooking = useDeleteBooking();
  const [deleting, setDeleting] = useState<Booking | null>(null);
  const [moving, setMoving] = useState<Booking | null>(null);
  const [followingUp, setFollowingUp] = useState<Booking | null>(null);
  const refundNotice = useRefundNotice(deleting);
  const facts = useBookingFacts();
  // An on-demand request no doctor has taken is cancelled, not deleted, with its own words.
  const cancelling = deleting !== null && waiting(deleting);

  const confirmDelete = () => {
    if (!deleting) return;
    deleteBooking.mutate(deleting._id, {
      onSuccess: ({ deletedCount }) => {
        if (deletedCount > 0)
          toast.success(cancelling ? copy.consultNow.cancel.done : text.deleted);
      },
      onError: (error) => toast.error(error.message),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <section aria-labelledby="my-appointments-heading" className="flex flex-col gap-4">
      <h1 id="my-appointments-heading" className="text-2xl font-bold">
        {text.heading}
      </h1>
      <OfflineAsOf apiPath="/bookings" updatedAt={bookings.dataUpdatedAt} />
      <QueryState query={bookings}>
        {bookings.data?.length === 0 ? (
          <p>
            {text.empty}{' '}
            <Link to={paths.appointment} className="link link-primary">
              {text.bookOne}
            </Link>
          </p>
        ) : (
          <DataTable
            rows={bookings.data ?? []}
            rowKey={(booking) => booking._id}
            columns={[
              { header: text.columns.index, rowHeader: true, cell: (_, index) => index + 1 },
              {
                header: text.columns.name,
                cell: (booking) =>
                  booking.patientId === accountId ? (
                    booking.patientName
                  ) : (
                    <ForPatientBadge name={booking.patientName} />
                  ),
              },
              {
                header: text.columns.treatment,
                cell: (booking) => treatmentTitle(booking.treatmentName),
              },
              { header: text.columns.doctor, cell: (booking) => facts(booking).doctor },
              { header: text.columns.date, cell: (booking) => facts(booking).date },
              { header: text.columns.time, cell: (booking) => facts(booking).time },
              {
                header: text.columns.payment,
                cell: (booking) => <PaymentCell booking={booking} />,
              },
              {
                header: text.columns.status,
                cell: (booking) => (
                  <StatusCell
                    booking={booking}
                    onReschedule={() => setMoving(booking)}
                    onFollowUp={() => setFollowingUp(booking)}
                  />
                ),
              },
              {
                header: text.columns.delete,
                cell: (booking) =>
                  waiting(booking) ? (
                    <button
                      type="button"
                      className="btn btn-xs btn-error"
                      aria-label={copy.consultNow.cancel.label(
                        treatmentTitle(booking.treatmentName),
                      )}
                      onClick={() => setDeleting(booking)}
                    >
                      {copy.consultNow.cancel.button}
                    </button>
                  ) : (
                    booking.status === 'active' &&
                    booking.kind === 'scheduled' && (
                      <button
                        type="button"
                        className="btn btn-xs btn-error"
                        aria-label={text.deleteLabel(booking.treatmentName, facts(booking).date)}
                        onClick={() => setDeleting(booking)}
                      >
                        {text.delete}
                      </button>
                    )
                  ),
              },
            ]}
          />
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        title={cancelling ? copy.consultNow.cancel.title : text.confirmTitle}
        subject={
          deleting
            ? cancelling
              ? copy.consultNow.cancel.subject(treatmentTitle(deleting.treatmentName))
              : text.deleting(
                  treatmentTitle(deleting.treatmentName),
                  facts(deleting).doctor,
                  facts(deleting).date,
                  facts(deleting).time,
                )
            : undefined
        }
        message={cancelling ? copy.consultNow.cancel.text : text.confirmText}
        detail={refundNotice}
        confirmLabel={cancelling ? copy.consultNow.cancel.confirm : text.confirm}
        cancelLabel={cancelling ? copy.consultNow.cancel.keep : text.cancel}
        busy={deleteBooking.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
      <RescheduleDialog booking={moving} onClose={() => setMoving(null)} SlotPicker={SlotPicker} />
      <FollowUpBooking consultation={followingUp} onClose={() => setFollowingUp(null)} />
    </section>
  );
}
