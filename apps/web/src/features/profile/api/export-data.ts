import type { ProfileExport } from '@sustho/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Fetches the caller's data and hands it to the browser as a JSON file download. */
export async function downloadMyData(): Promise<void> {
  const data = await apiRequest<ProfileExport>('/profile/export');
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = 'sustho-my-data.json';
  link.click();
  URL.revokeObjectURL(url);
}
