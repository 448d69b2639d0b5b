import type { BookingDetail } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useCopy } from '../../../copy/language';
import { recordPayment } from '../api/record-payment';
import { queryRoots } from '../../../lib/query-keys';

/** What the card provider answered: the intent that succeeded, or its message for a refused card. */
export type CardConfirmation = { paymentIntentId: string } | { cardError: string };

/** Confirms a card with the provider (Stripe.js or the sandbox), then records it with the API. */
export type ConfirmCard = () => Promise<CardConfirmation>;

/**
 * The payment of one booking: confirm the card, then POST /payments. Once the card went through,
 * pressing Pay again only repeats the recording (safe: the server answers the same id), so a
 * network failure after the charge never asks for the card twice.
 */
export function useCardPayment(booking: BookingDetail) {
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
      await recordPayment({
        bookingId: booking._id,
        transactionId,
        price: booking.price,
        email: booking.email,
      });
      return { transactionId };
    },
    // The booking is paid now: My Appointments must show it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.bookings }),
  });
}
