import type { SandboxConfirmInput, SandboxConfirmResult } from '@sustho/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /payments/sandbox/confirm: the sandbox's confirmCardPayment. A declined card fails with
 * status 402 and the provider's own message, as Stripe's card errors do.
 */
export const confirmSandboxCard = (input: SandboxConfirmInput) =>
  apiRequest<SandboxConfirmResult>('/payments/sandbox/confirm', { method: 'POST', body: input });
