import type { LoginInput, SocialProvider } from '@sustho/contracts';
import { apiRequest } from '../../../lib/api-client';
import { fetchAccessToken } from '../../../lib/access-token-refresh';

/**
 * Signs in with e-mail and password, then fetches the access token (docs/product/accounts.md §6).
 * Answers 'two-factor' when the account asks an authenticator code first: no session exists yet,
 * so the token waits for verifySignInCode.
 */
export async function signInWithEmail(
  input: LoginInput,
  signal?: AbortSignal,
): Promise<'signed-in' | 'two-factor'> {
  const answer = await apiRequest<{ twoFactorRedirect?: boolean } | null>('/auth/sign-in/email', {
    method: 'POST',
    body: input,
    withoutToken: true,
    signal,
  });
  if (answer?.twoFactorRedirect) return 'two-factor';
  await fetchAccessToken(input.email, signal);
  return 'signed-in';
}

/** The second step of a two-factor sign-in: a code from the authenticator app, or a backup code. */
export async function verifySignInCode(
  email: string,
  code: string,
  kind: 'totp' | 'backup',
  signal?: AbortSignal,
): Promise<void> {
  await apiRequest(
    kind === 'totp' ? '/auth/two-factor/verify-totp' : '/auth/two-factor/verify-backup-code',
    { method: 'POST', body: { code }, withoutToken: true, signal },
  );
  await fetchAccessToken(email, signal);
}

/**
 * Starts a provider sign-in: the API answers with the provider's page, and the browser goes there.
 * Google is registered through OpenID discovery (generic OAuth) and Facebook as a social provider;
 * both start from the same endpoint.
 */
export async function startSocialSignIn(provider: SocialProvider, returnTo: string): Promise<void> {
  const { url } = await apiRequest<{ url: string }>('/auth/sign-in/social', {
    method: 'POST',
    body: {
      provider,
      callbackURL: `${window.location.origin}${returnTo}`,
      errorCallbackURL: `${window.location.origin}/login?error=provider`,
    },
    withoutToken: true,
  });
  window.location.assign(url);
}
