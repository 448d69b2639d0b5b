import type { SslcommerzSessionResponse } from '@sustho/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /payments/sslcommerz/session: a new gateway session for the booking's stored price. */
export const openSslcommerzSession = (bookingId: string) =>
  apiRequest<SslcommerzSessionResponse>('/payments/sslcommerz/session', {
    method: 'POST',
    body: { bookingId },
  });

/** Opens a session, then leaves for the gateway's page; the patient comes back through its return URLs. */
export const useSslcommerzPayment = (bookingId: string) =>
  useMutation({
    mutationFn: () => openSslcommerzSession(bookingId),
    onSuccess: ({ gatewayUrl }) => window.location.assign(gatewayUrl),
  });
