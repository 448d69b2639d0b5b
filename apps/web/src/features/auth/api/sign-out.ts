import { apiRequest } from '../../../lib/api-client';
import { clearAccessToken } from '../../../lib/access-token';

/** Ends the session on the server (which also ends its access tokens) and forgets the token here. */
export async function signOut(): Promise<void> {
  try {
    await apiRequest('/auth/sign-out', { method: 'POST', body: {}, withoutToken: true });
  } finally {
    clearAccessToken();
  }
}
