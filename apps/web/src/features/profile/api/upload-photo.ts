import { IMAGE_UPLOAD_FIELD, type UploadedImage } from '@sustho/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Uploads the profile photo; the API checks, re-encodes and stores it, then sets it on the account. */
export function uploadProfilePhoto(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append(IMAGE_UPLOAD_FIELD, file);
  return apiRequest<UploadedImage>('/profile/photo', { method: 'POST', body: form });
}
