import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { use, useId, type FormEvent } from 'react';
import { useCopy } from '../../../copy/language';
import type { ConfirmCard } from '../hooks/use-card-payment';
import { PayButton } from './pay-button';

interface CardFormProps {
  clientSecret: string | undefined;
  paying: boolean;
  onPay: (confirm: ConfirmCard) => void;
  /** Sent with the card, as Stripe's fraud checks like. */
  billing: { name: string; email: string };
}

const stripeLoads = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js comes from js.stripe.com, as Stripe requires, once per key and only when this form is
 * drawn (the pure entry point adds no script on import). A failed load reaches the route's error page.
 */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let load = stripeLoads.get(publishableKey);
  if (!load) {
    load = loadStripe(publishableKey);
    stripeLoads.set(publishableKey, load);
  }
  return load;
}

function CardFields({ clientSecret, paying, onPay, billing }: CardFormProps) {
  const copy = useCopy();
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret) return;
    onPay(async () => {
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: billing },
      });
      if (error) return { cardError: error.message ?? '' };
      return paymentIntent.status === 'succeeded'
        ? { paymentIntentId: paymentIntent.id }
        : { cardError: '' };
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <p id={labelId} className="mb-2 font-semibold">
        {copy.payments.cardLabel}
      </p>
      <div
        role="group"
        aria-labelledby={labelId}
        className="rounded-box border border-base-300 bg-base-100 p-3"
      >
        <CardElement options={{ style: { base: { fontSize: '16px' } } }} />
      </div>
      <PayButton ready={Boolean(stripe && elements && clientSecret)} paying={paying} />
    </form>
  );
}

/** Stripe Elements' card input; Stripe.js confirms the card, never our server. */
export function StripeCardForm({
  publishableKey,
  ...props
}: CardFormProps & { publishableKey: string }) {
  const stripe = use(stripeFor(publishableKey));
  return (
    <Elements stripe={stripe}>
      <CardFields {...props} />
    </Elements>
  );
}
