import type { BookingDetail } from '@sustho/contracts';
import { lazy, Suspense } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useClientConfig } from '../../../lib/client-config';
import { useTreatmentTitle } from '../../../lib/specialties';
import { usePaymentIntent } from '../api/create-payment-intent';
import { useCardPayment, type ConfirmCard } from '../hooks/use-card-payment';
import { SandboxCardForm } from './sandbox-card-form';
import { SslcommerzOption } from './sslcommerz-option';

// Stripe's code is fetched only when the server takes payments through Stripe.
const StripeCardForm = lazy(() =>
  import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })),
);

type CardPayment = ReturnType<typeof useCardPayment>;

/** Every way the server takes payments: the card provider's form, SSLCommerz's page, or both. */
function PaymentOptions({ booking, payment }: { booking: BookingDetail; payment: CardPayment }) {
  const copy = useCopy();
  const config = useClientConfig();
  if (config.isPending) return <Spinner />;
  if (config.isError)
    return <ErrorMessage message={config.error.message} onRetry={() => void config.refetch()} />;
  const { provider, sslcommerz } = config.data.payments;
  if (!sslcommerz) return <CardPaymentForm booking={booking} payment={payment} />;
  return (
    <div className="space-y-4">
      <SslcommerzOption bookingId={booking._id} />
      {provider && (
        <>
          <p className="divider">{copy.sslcommerz.or}</p>
          <h2 className="text-lg font-semibold">{copy.sslcommerz.cardHeading}</h2>
          <CardPaymentForm booking={booking} payment={payment} />
        </>
      )}
    </div>
  );
}

/** The card input of the provider the server uses, with the card's error in red under it. */
function CardPaymentForm({ booking, payment }: { booking: BookingDetail; payment: CardPayment }) {
  const copy = useCopy();
  const text = copy.payments;
  const config = useClientConfig();
  const intent = usePaymentIntent(booking._id);
  const navigate = useNavigate();
  if (config.isPending) return <Spinner />;
  if (config.isError)
    return <ErrorMessage message={config.error.message} onRetry={() => void config.refetch()} />;
  if (intent.isError)
    return <ErrorMessage message={intent.error.message} onRetry={() => void intent.refetch()} />;
  const form = {
    clientSecret: intent.data?.clientSecret,
    paying: payment.isPending,
    // Paid: the booking's confirmation shows the payment's success and transaction id (decision
    // 040); an on-demand request's waiting page shows its place in the queue (services.md §3).
    onPay: (confirm: ConfirmCard) =>
      payment.mutate(confirm, {
        onSuccess: ({ transactionId }) =>
          void navigate(
            booking.kind === 'on_demand'
              ? paths.consultNowWaiting(booking._id)
              : paths.bookingConfirmed(booking._id),
            { state: { transactionId } },
          ),
      }),
  };
  const { provider, publishableKey } = config.data.payments;
  return (
    <div className="card bg-base-200 p-6">
      {provider === 'stripe' && publishableKey ? (
        <Suspense fallback={<Spinner label={text.stripeLoading} />}>
          <StripeCardForm
            publishableKey={publishableKey}
            billing={{ name: booking.patientName, email: booking.email }}
            {...form}
          />
        </Suspense>
      ) : (
        <SandboxCardForm {...form} />
      )}
      {payment.isError && (
        <p role="alert" className="mt-3 text-error">
          {payment.error.message}
        </p>
      )}
    </div>
  );
}

/** Where the booking stands: paid before, cancelled, free, or waiting for a card. */
function PaymentState({ booking, payment }: { booking: BookingDetail; payment: CardPayment }) {
  const copy = useCopy();
  const text = copy.payments;
  const notice = booking.refunded
    ? text.refunded
    : booking.status === 'cancelled'
      ? text.cancelled
      : booking.paid
        ? text.paid
        : booking.price === 0
          ? text.free
          : null;
  if (!notice) return <PaymentOptions booking={booking} payment={payment} />;
  return (
    <p
      role="status"
      className={`alert ${booking.paid && !booking.refunded ? 'alert-success' : 'alert-info'}`}
    >
      {notice}
    </p>
  );
}

/** The payment page's content for one of the patient's bookings. */
export function PaymentPanel({ booking }: { booking: BookingDetail }) {
  const copy = useCopy();
  const show = useFormat();
  const treatmentTitle = useTreatmentTitle();
  const text = copy.payments;
  const payment = useCardPayment(booking);
  const [search] = useSearchParams();
  // Where SSLCommerz's fail and cancel URLs send the patient back; unpaid bookings only.
  const returned = booking.paid ? null : search.get('sslcommerz');
  const price = show.price(booking.price, booking.currency, 'prefix');
  return (
    <section className="max-w-xl space-y-4">
      <h1 className="text-2xl font-bold">{text.heading(treatmentTitle(booking.treatment))}</h1>
      <p>
        {booking.appointmentDate && booking.slot
          ? text.instruction(price, show.date(booking.appointmentDate), show.slot(booking.slot))
          : copy.consultNow.booking.instruction(price)}
      </p>
      {(returned === 'failed' || returned === 'cancelled') && (
        <p role="alert" className="alert alert-warning">
          {copy.sslcommerz[returned]}
        </p>
      )}
      <PaymentState booking={booking} payment={payment} />
      <Link to={paths.myAppointments} className="btn btn-block min-h-11">
        {text.backToAppointments}
      </Link>
    </section>
  );
}
