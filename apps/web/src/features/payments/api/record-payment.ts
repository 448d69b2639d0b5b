import type { PaymentInput, PaymentResult } from '@sustho/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /payments: the server checks the intent with the provider; sending it again answers the same id. */
export const recordPayment = (payment: PaymentInput) =>
  apiRequest<PaymentResult>('/payments', { method: 'POST', body: payment });
