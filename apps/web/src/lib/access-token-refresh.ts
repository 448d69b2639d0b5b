import { apiRequest } from './api-client';
import { clearAccessToken, readAccessToken, storeAccessToken, tokenState } from './access-token';

/** GET /jwt?email=: a fresh access token for the session's user, stored for later calls. */
export async function fetchAccessToken(email: string, signal?: AbortSignal): Promise<string> {
  const { accessToken } = await apiRequest<{ accessToken: string }>(
    `/jwt?email=${encodeURIComponent(email)}`,
    { withoutToken: true, signal },
  );
  storeAccessToken(accessToken);
  return accessToken;
}

let refreshing: Promise<string | null> | null = null;

/**
 * The token to send with a call: the stored one, refreshed first when it is close to expiry.
 * Concurrent calls share one refresh. A refresh that fails (the session ended) clears the token.
 */
export async function currentAccessToken(): Promise<string | null> {
  const token = readAccessToken();
  const state = tokenState(token);
  if (!state.needsRefresh) return token;
  if (!state.email) return null;
  refreshing ??= fetchAccessToken(state.email)
    .catch(() => {
      clearAccessToken();
      return null;
    })
    .finally(() => {
      refreshing = null;
    });
  const fresh = await refreshing;
  return fresh ?? (state.usable ? token : null);
}
