import type { BookingDetail } from '@sustho/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { Copy } from '../../../copy/en';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useTreatmentTitle } from '../../../lib/specialties';
import { PaymentStep } from './payment-step';

/** Why a booking has nothing to pay: paid before, cancelled or free; null while it waits for a card. */
function bookingNotice(booking: BookingDetail, text: Copy['payments']): string | null {
  if (booking.refunded) return text.refunded;
  if (booking.status === 'cancelled') return text.cancelled;
  if (booking.paid) return text.paid;
  return booking.price === 0 ? text.free : null;
}

/** The payment page's content for one of the patient's bookings. */
export function PaymentPanel({ booking }: { booking: BookingDetail }) {
  const copy = useCopy();
  const show = useFormat();
  const treatmentTitle = useTreatmentTitle();
  const text = copy.payments;
  const price = show.price(booking.price, booking.currency, 'prefix');
  return (
    <section className="max-w-xl space-y-4">
      <h1 className="text-2xl font-bold">{text.heading(treatmentTitle(booking.treatment))}</h1>
      <p>
        {booking.appointmentDate && booking.slot
          ? text.instruction(price, show.date(booking.appointmentDate), show.slot(booking.slot))
          : copy.consultNow.booking.instruction(price)}
      </p>
      <PaymentStep
        notice={bookingNotice(booking, text)}
        paid={booking.paid && !booking.refunded}
        order={{
          payable: { bookingId: booking._id },
          receipt: { price: booking.price, email: booking.email },
          billing: { name: booking.patientName, email: booking.email },
          // Paid: the booking's confirmation shows the payment's success and transaction id
          // (decision 040); an on-demand request's waiting page shows its place in the queue
          // (services.md §3).
          paidPath:
            booking.kind === 'on_demand'
              ? paths.consultNowWaiting(booking._id)
              : paths.bookingConfirmed(booking._id),
        }}
      />
      <Link to={paths.myAppointments} className="btn btn-block min-h-11">
        {text.backToAppointments}
      </Link>
    </section>
  );
}
