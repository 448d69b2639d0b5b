import type { LoginInput } from '@sustho/contracts';
import { apiRequest } from '../../../lib/api-client';
import { fetchAccessToken } from './access-token';

/** Signs in with e-mail and password, then fetches the access token (the spec's login flow). */
export async function signInWithEmail(input: LoginInput): Promise<void> {
  await apiRequest('/auth/sign-in/email', { method: 'POST', body: input, withoutToken: true });
  await fetchAccessToken(input.email);
}

export type SocialProvider = 'google' | 'facebook';

/**
 * Starts a provider sign-in: the API answers with the provider's page, and the browser goes there.
 * Google runs through OpenID discovery (generic OAuth), Facebook through the social provider.
 */
export async function startSocialSignIn(provider: SocialProvider, returnTo: string): Promise<void> {
  const callbackURL = `${window.location.origin}${returnTo}`;
  const errorCallbackURL = `${window.location.origin}/login?error=provider`;
  const { url } =
    provider === 'google'
      ? await apiRequest<{ url: string }>('/auth/sign-in/oauth2', {
          method: 'POST',
          body: { providerId: 'google', callbackURL, errorCallbackURL },
          withoutToken: true,
        })
      : await apiRequest<{ url: string }>('/auth/sign-in/social', {
          method: 'POST',
          body: { provider: 'facebook', callbackURL, errorCallbackURL },
          withoutToken: true,
        });
  window.location.assign(url);
}
