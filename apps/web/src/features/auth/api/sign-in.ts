import type { LoginInput } from '@sustho/contracts';
import { apiRequest } from '../../../lib/api-client';
import { fetchAccessToken } from '../../../lib/access-token-refresh';

/** Signs in with e-mail and password, then fetches the access token (the spec's login flow). */
export async function signInWithEmail(input: LoginInput, signal?: AbortSignal): Promise<void> {
  await apiRequest('/auth/sign-in/email', {
    method: 'POST',
    body: input,
    withoutToken: true,
    signal,
  });
  await fetchAccessToken(input.email, signal);
}

export type SocialProvider = 'google' | 'facebook';

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
