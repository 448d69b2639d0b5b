import { apiRequest } from './api-client';
import { fetchAccessToken } from './access-token-refresh';

/**
 * Signing in with an SMS code (decision 055), better-auth's phone-number plugin. The API reads the
 * number however it is typed and answers the same whether or not an SMS went out.
 */
export async function sendPhoneCode(phoneNumber: string, signal?: AbortSignal): Promise<void> {
  await apiRequest('/auth/phone-number/send-otp', {
    method: 'POST',
    body: { phoneNumber },
    withoutToken: true,
    signal,
  });
}

/** Proves the signed-in patient's phone with the code sent to it (Profile). */
export async function verifyOwnPhone(
  phoneNumber: string,
  code: string,
  signal?: AbortSignal,
): Promise<void> {
  await apiRequest('/auth/phone-number/verify', {
    method: 'POST',
    body: { phoneNumber, code, updatePhoneNumber: true },
    withoutToken: true,
    signal,
  });
}

/** Signs in with the code sent to a verified phone, then fetches the access token as a password sign-in does. */
export async function signInWithPhoneCode(
  phoneNumber: string,
  code: string,
  signal?: AbortSignal,
): Promise<void> {
  const { user } = await apiRequest<{ user: { email: string } }>('/auth/phone-number/verify', {
    method: 'POST',
    body: { phoneNumber, code },
    withoutToken: true,
    signal,
  });
  await fetchAccessToken(user.email, signal);
}
