import { zodResolver } from '@hookform/resolvers/zod';
import { isExpiryInPast, sandboxCard } from '@sustho/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../components/ui/text-field';
import type { Copy } from '../../../copy/en';
import { useCopy } from '../../../copy/language';
import { confirmSandboxCard } from '../api/confirm-sandbox-card';
import type { ConfirmCard } from '../hooks/use-card-payment';
import { PayButton } from './pay-button';

/** The API's card rules, plus what Stripe Elements checks before sending: an expiry not yet past. */
const cardForm = (text: Copy['payments']['sandbox']) =>
  sandboxCard.refine((card) => !isExpiryInPast(card.expiry, new Date()), {
    message: text.expiryInPast,
    path: ['expiry'],
  });
type CardForm = ReturnType<typeof cardForm>;

interface SandboxCardFormProps {
  clientSecret: string | undefined;
  paying: boolean;
  onPay: (confirm: ConfirmCard) => void;
}

/**
 * The sandbox's stand-in for Stripe Elements: a plain card form with the same checks. Its fields
 * start empty under visible labels: a sample number inside the field read as already filled in.
 */
export function SandboxCardForm({ clientSecret, paying, onPay }: SandboxCardFormProps) {
  const copy = useCopy();
  const text = copy.payments.sandbox;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<CardForm>, unknown, z.output<CardForm>>({
    resolver: zodResolver(cardForm(text)),
  });

  const submit = handleSubmit((card) => {
    if (!clientSecret) return;
    onPay(async () => {
      const { paymentIntent } = await confirmSandboxCard({ clientSecret, card });
      return { paymentIntentId: paymentIntent.id };
    });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <fieldset className="space-y-2">
        <legend className="font-semibold">{text.legend}</legend>
        <p className="text-sm text-base-content/80">{text.note}</p>
        <TextField
          label={text.number}
          inputMode="numeric"
          autoComplete="cc-number"
          error={errors.number?.message}
          {...register('number')}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label={text.expiry}
            inputMode="numeric"
            autoComplete="cc-exp"
            error={errors.expiry?.message}
            {...register('expiry')}
          />
          <TextField
            label={text.cvc}
            inputMode="numeric"
            autoComplete="cc-csc"
            error={errors.cvc?.message}
            {...register('cvc')}
          />
        </div>
      </fieldset>
      <PayButton ready={Boolean(clientSecret)} paying={paying} />
    </form>
  );
}
