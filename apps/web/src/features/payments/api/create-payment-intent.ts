import type { PaymentIntentResponse } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** POST /create-payment-intent: the server prices it from the booking and answers the same intent again. */
export const createPaymentIntent = (bookingId: string) =>
  apiRequest<PaymentIntentResponse>('/create-payment-intent', {
    method: 'POST',
    body: { bookingId },
  });

// A query, not a mutation: asking again is safe (the same intent comes back) and the page needs it on arrival.
export const paymentIntentQuery = (bookingId: string) =>
  queryOptions({
    queryKey: [...queryRoots.payments, 'intent', bookingId],
    queryFn: () => createPaymentIntent(bookingId),
    staleTime: Infinity,
  });

export const usePaymentIntent = (bookingId: string) => useQuery(paymentIntentQuery(bookingId));
