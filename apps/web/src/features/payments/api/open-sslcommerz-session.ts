import type { SslcommerzSessionResponse } from '@sustho/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Payable } from '../payable';

/** POST /payments/sslcommerz/session: a new gateway session for the booking's or plan's stored price. */
export const openSslcommerzSession = (payable: Payable) =>
  apiRequest<SslcommerzSessionResponse>('/payments/sslcommerz/session', {
    method: 'POST',
    body: payable,
  });

/** Opens a session, then leaves for the gateway's page; the patient comes back through its return URLs. */
export const useSslcommerzPayment = (payable: Payable) =>
  useMutation({
    mutationFn: () => openSslcommerzSession(payable),
    onSuccess: ({ gatewayUrl }) => window.location.assign(gatewayUrl),
  });
