import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../config/paths';

/** Asks for the reset e-mail; the server answers the same whether or not the account exists. */
export const requestPasswordReset = (email: string) =>
  apiRequest('/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: `${window.location.origin}${paths.resetPassword}` },
    withoutToken: true,
  });

export const resetPassword = (token: string, newPassword: string) =>
  apiRequest('/auth/reset-password', {
    method: 'POST',
    body: { token, newPassword },
    withoutToken: true,
  });
