import { apiRequest } from '../../../lib/api-client';

/** Changes the display name (and photo URL) of the signed-in user. */
export const updateProfile = (changes: { name?: string; image?: string }) =>
  apiRequest('/auth/update-user', { method: 'POST', body: changes, withoutToken: true });
