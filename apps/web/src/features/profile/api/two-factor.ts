import { apiRequest } from '../../../lib/api-client';
import { fetchAccessToken } from '../../../lib/access-token-refresh';

export interface AuthenticatorSetup {
  /** The otpauth:// address the QR code carries. */
  totpURI: string;
  backupCodes: string[];
}

/** Starts turning two-factor sign-in on: nothing changes at sign-in until confirmSetup succeeds. */
export const startSetup = (password: string, signal?: AbortSignal) =>
  apiRequest<AuthenticatorSetup>('/auth/two-factor/enable', {
    method: 'POST',
    body: { password },
    withoutToken: true,
    signal,
  });

/**
 * Confirms the setup with the app's first code. better-auth replaces the session when it turns
 * two-factor on or off, and the old access token dies with it, so a new one is fetched.
 */
export async function confirmSetup(email: string, code: string, signal?: AbortSignal) {
  await apiRequest('/auth/two-factor/verify-totp', {
    method: 'POST',
    body: { code },
    withoutToken: true,
    signal,
  });
  await fetchAccessToken(email, signal);
}

export async function turnOff(email: string, password: string, signal?: AbortSignal) {
  await apiRequest('/auth/two-factor/disable', {
    method: 'POST',
    body: { password },
    withoutToken: true,
    signal,
  });
  await fetchAccessToken(email, signal);
}
