import type { PaymentInput } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useCopy } from '../../../copy/language';
import { recordPayment } from '../api/record-payment';
import { queryRoots } from '../../../lib/query-keys';
import type { Payable } from '../payable';

/** What the card provider answered: the intent that succeeded, or its message for a refused card. */
export type CardConfirmation = { paymentIntentId: string } | { cardError: string };

/** Confirms a card with the provider (Stripe.js or the sandbox), then records it with the API. */
export type ConfirmCard = () => Promise<CardConfirmation>;

/**
 * The fields POST /payments has always carried beside a booking's id, which the server ignores
 * (it reads the stored price and e-mail): kept, so a client of the old API keeps working.
 */
export type PaymentReceipt = Pick<PaymentInput, 'price' | 'email'>;

/**
 * The payment of one booking or plan: confirm the card, then POST /payments. Once the card went
 * through, pressing Pay again only repeats the recording (safe: the server answers the same id),
 * so a network failure after the charge never asks for the card twice.
 */
export function useCardPayment(payable: Payable, receipt: PaymentReceipt = {}) {
  const copy = useCopy();
  const queryClient = useQueryClient();
  const confirmedIntent = useRef<string | null>(null);
  return useMutation({
    mutationFn: async (confirm: ConfirmCard) => {
      if (!confirmedIntent.current) {
        const outcome = await confirm();
        if ('cardError' in outcome)
          throw new Error(outcome.cardError || copy.payments.notCompleted);
        confirmedIntent.current = outcome.paymentIntentId;
      }
      const transactionId = confirmedIntent.current;
      await recordPayment({ ...payable, transactionId, ...receipt });
      return { transactionId };
    },
    // It is paid now: My Appointments or My Plan must show it.
    onSuccess: () =>
      Promise.all(
        [queryRoots.bookings, queryRoots.plans].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
