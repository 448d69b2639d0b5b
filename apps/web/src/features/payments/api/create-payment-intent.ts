import type { PaymentIntentResponse } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { payableId, type Payable } from '../payable';

/** POST /create-payment-intent: the server prices it from the booking or plan and answers the same intent again. */
export const createPaymentIntent = (payable: Payable) =>
  apiRequest<PaymentIntentResponse>('/create-payment-intent', { method: 'POST', body: payable });

// A query, not a mutation: asking again is safe (the same intent comes back) and the page needs it on arrival.
export const paymentIntentQuery = (payable: Payable) =>
  queryOptions({
    queryKey: [...queryRoots.payments, 'intent', payableId(payable)],
    queryFn: () => createPaymentIntent(payable),
    staleTime: Infinity,
  });

export const usePaymentIntent = (payable: Payable) => useQuery(paymentIntentQuery(payable));
