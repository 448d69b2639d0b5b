import type { BookingDetail } from '@sustho/contracts';
import { Link } from 'react-router';
import { API_BASE_URL } from '../../../config/env';
import { paths } from '../../../config/paths';
import { useCopy } from '../../../copy/language';
import { useTreatmentTitle } from '../../../lib/specialties';
import { useBookingFacts } from '../hooks/use-booking-facts';
import { JoinLink } from './join-link';

/** The booking's payment as the confirmation states it, with 'Pay now' while one is due. */
function PaymentLine({ booking }: { booking: BookingDetail }) {
  const copy = useCopy();
  const text = copy.confirmation;
  if (booking.coveredBy) return <>{copy.plans.coveredBy(booking.coveredBy)}</>;
  if (booking.price === 0) return <>{text.free}</>;
  return <>{booking.paid ? text.paid : text.unpaid}</>;
}

/**
 * Where a booking ends (decision 040): what was booked, with whom and when, then what the patient
 * does next: pay if still due, join once the room opens, add it to their calendar, or go back to
 * My Appointments. `transactionId` is the payment made a moment ago, shown whole.
 */
export function BookingConfirmation({
  booking,
  transactionId,
}: {
  booking: BookingDetail;
  transactionId: string | null;
}) {
  const copy = useCopy();
  const treatmentTitle = useTreatmentTitle();
  const shown = useBookingFacts()(booking);
  const text = copy.confirmation;
  const active = booking.status === 'active';
  const due = active && booking.price > 0 && !booking.paid;
  const facts: [string, React.ReactNode][] = [
    [text.treatment, treatmentTitle(booking.treatmentName)],
    [text.doctor, shown.doctor],
    [text.date, shown.date],
    [text.time, shown.time],
    [text.payment, <PaymentLine key="payment" booking={booking} />],
  ];
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4">
      {transactionId && (
        <div role="status" className="alert alert-success flex-col items-start">
          <p className="font-semibold">{copy.payments.success}</p>
          <p>
            {copy.payments.transactionId}{' '}
            <span className="font-mono font-bold break-all">{transactionId}</span>
          </p>
        </div>
      )}
      <h1 className="text-2xl font-bold">{active ? text.heading : text.notActive}</h1>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {due && (
        <Link to={paths.payment(booking._id)} className="btn btn-primary btn-block min-h-11">
          {text.payNow}
        </Link>
      )}
      {active && !due && (
        <>
          <JoinLink booking={booking} className="btn-block min-h-11" />
          {!booking.roomOpen && <p>{text.joinLater}</p>}
        </>
      )}
      {active && (
        // A plain link: the session cookie lets the API know the patient, and phones hand the
        // downloaded invite to their calendar app.
        <a
          href={`${API_BASE_URL}/bookings/${encodeURIComponent(booking._id)}/calendar`}
          download="sustho-appointment.ics"
          className="btn btn-outline btn-primary btn-block min-h-11"
        >
          {text.addToCalendar}
        </a>
      )}
      <Link to={paths.myAppointments} className="btn btn-block min-h-11">
        {copy.payments.backToAppointments}
      </Link>
    </section>
  );
}
