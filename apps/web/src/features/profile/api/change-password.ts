import { apiRequest } from '../../../lib/api-client';
import { fetchAccessToken } from '../../../lib/access-token-refresh';

/**
 * Changes the password and signs out every other device. The old access token dies with its
 * session, so a new one is fetched for this device.
 */
export async function changePassword(
  email: string,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  await apiRequest('/auth/change-password', {
    method: 'POST',
    body: { currentPassword, newPassword, revokeOtherSessions: true },
    withoutToken: true,
  });
  await fetchAccessToken(email);
}
