import { apiRequest } from '../../../lib/api-client';
import { clearAccessToken } from '../../../lib/access-token';

export async function deleteMyAccount(): Promise<void> {
  await apiRequest<{ deletedCount: number }>('/profile', { method: 'DELETE' });
  clearAccessToken();
}
