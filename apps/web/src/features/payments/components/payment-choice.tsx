import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Spinner } from '../../../components/ui/spinner';
import { useCopy } from '../../../copy/language';
import { useClientConfig } from '../../../lib/client-config';
import { usePaymentIntent } from '../api/create-payment-intent';
import { useCardPayment, type ConfirmCard, type PaymentReceipt } from '../hooks/use-card-payment';
import type { Payable } from '../payable';
import { SandboxCardForm } from './sandbox-card-form';
import { SslcommerzOption } from './sslcommerz-option';

// Stripe's code is fetched only when the server takes payments through Stripe.
const StripeCardForm = lazy(() =>
  import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })),
);

/** One thing to pay, whatever it is: what the payment routes name, and where paying leads. */
export interface PaymentOrder {
  payable: Payable;
  receipt?: PaymentReceipt;
  /** The card holder Stripe's form is filled in with. */
  billing: { name: string; email: string };
  /** Where the page goes once the card is paid, with `{ transactionId }` as the router's state. */
  paidPath: string;
}

/** The card input of the provider the server uses, with the card's error in red under it. */
function CardPaymentForm({ order }: { order: PaymentOrder }) {
  const copy = useCopy();
  const text = copy.payments;
  const config = useClientConfig();
  const intent = usePaymentIntent(order.payable);
  const payment = useCardPayment(order.payable, order.receipt);
  const navigate = useNavigate();
  if (config.isPending) return <Spinner />;
  if (config.isError)
    return <ErrorMessage message={config.error.message} onRetry={() => void config.refetch()} />;
  if (intent.isError)
    return <ErrorMessage message={intent.error.message} onRetry={() => void intent.refetch()} />;
  const form = {
    clientSecret: intent.data?.clientSecret,
    paying: payment.isPending,
    onPay: (confirm: ConfirmCard) =>
      payment.mutate(confirm, {
        onSuccess: ({ transactionId }) =>
          void navigate(order.paidPath, { state: { transactionId } }),
      }),
  };
  const { provider, publishableKey } = config.data.payments;
  return (
    <div className="card bg-base-200 p-6">
      {provider === 'stripe' && publishableKey ? (
        <Suspense fallback={<Spinner label={text.stripeLoading} />}>
          <StripeCardForm publishableKey={publishableKey} billing={order.billing} {...form} />
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

/** Every way the server takes payments: the card provider's form, SSLCommerz's page, or both. */
export function PaymentChoice({ order }: { order: PaymentOrder }) {
  const copy = useCopy();
  const config = useClientConfig();
  if (config.isPending) return <Spinner />;
  if (config.isError)
    return <ErrorMessage message={config.error.message} onRetry={() => void config.refetch()} />;
  const { provider, sslcommerz } = config.data.payments;
  if (!sslcommerz) return <CardPaymentForm order={order} />;
  return (
    <div className="space-y-4">
      <SslcommerzOption payable={order.payable} />
      {provider && (
        <>
          <p className="divider">{copy.sslcommerz.or}</p>
          <h2 className="text-lg font-semibold">{copy.sslcommerz.cardHeading}</h2>
          <CardPaymentForm order={order} />
        </>
      )}
    </div>
  );
}
