import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../config/paths';

/** Asks for the reset e-mail; the server answers the same whether or not the account exists. */
export const requestPasswordReset = (email: string, signal?: AbortSignal) =>
  apiRequest('/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: `${window.location.origin}${paths.resetPassword}` },
    withoutToken: true,
    signal,
  });

export const resetPassword = (token: string, newPassword: string, signal?: AbortSignal) =>
  apiRequest('/auth/reset-password', {
    method: 'POST',
    body: { token, newPassword },
    withoutToken: true,
    signal,
  });
