import { IMAGE_UPLOAD_FIELD, type UploadedImage } from '@sustho/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /uploads/images: sends one photo as multipart (with the bearer token, like every call). */
export function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append(IMAGE_UPLOAD_FIELD, file);
  return apiRequest<UploadedImage>('/uploads/images', { method: 'POST', body: form });
}
