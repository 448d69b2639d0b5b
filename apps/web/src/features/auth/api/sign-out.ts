import { apiRequest } from '../../../lib/api-client';
import { clearAccessToken } from '../../../lib/access-token';
import { forgetOfflineData } from '../../../lib/offline-copies';

/**
 * Unsubscribes this browser from the account's notifications (while the session can still ask
 * the server to forget it), ends the session on the server (which also ends its access tokens)
 * and forgets the token and what the service worker kept of the reader here.
 */
export async function signOut(): Promise<void> {
  // Loaded here, not with the page: the menu that signs out is on every page, the landing's too.
  // A chunk that cannot load (a release replaced it) must not keep anyone signed in.
  const push = await import('../../../lib/web-push').catch(() => null);
  await push?.unsubscribeThisBrowser();
  try {
    await apiRequest('/auth/sign-out', { method: 'POST', body: {}, withoutToken: true });
  } finally {
    clearAccessToken();
    await forgetOfflineData();
  }
}
