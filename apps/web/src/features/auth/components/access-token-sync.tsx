import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { readAccessToken, tokenState } from '../../../lib/access-token';
import { fetchAccessToken } from '../../../lib/access-token-refresh';
import { useAuth } from '../../../hooks/use-auth';

/**
 * Keeps the stored access token in step with the session. After a provider sign-in (Google,
 * Facebook) the browser returns with a session but no token: fetch one and register the user with
 * the API, as the e-mail sign-up does. Renders nothing.
 */
export function AccessTokenSync() {
  const { user } = useAuth();
  useEffect(() => {
    if (!user) return;
    const state = tokenState(readAccessToken());
    if (state.usable && state.email === user.email) return;
    void fetchAccessToken(user.email)
      .then(() =>
        apiRequest('/users', { method: 'POST', body: { name: user.name, email: user.email } }),
      )
      .catch(() => {
        // Calls still work on the session cookie; the next call retries the token.
      });
  }, [user]);
  return null;
}
