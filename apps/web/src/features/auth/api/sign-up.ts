import type { SignUpInput } from '@sustho/contracts';
import type { Language } from '@sustho/contracts/language';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { fetchAccessToken } from '../../../lib/access-token-refresh';

/**
 * The sign-up flow (docs/product/accounts.md §6): create the account (the server sends the verification e-mail), fetch
 * the access token, then register the user with the API (idempotent). The account starts in the
 * language the visitor signed up in, so the verification e-mail already speaks it.
 */
export async function signUpWithEmail(
  input: SignUpInput,
  language: Language,
  signal?: AbortSignal,
): Promise<void> {
  await apiRequest('/auth/sign-up/email', {
    method: 'POST',
    body: { ...input, language, callbackURL: `${window.location.origin}${paths.profile}` },
    withoutToken: true,
    signal,
  });
  await fetchAccessToken(input.email, signal);
  await apiRequest('/users', {
    method: 'POST',
    body: { name: input.name, email: input.email },
    signal,
  });
}
