import { PRESCRIPTION_PHOTO_FIELD, type PrescriptionPhotoUploaded } from '@sustho/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /prescription-photos: a photo (or PDF) of a paper prescription, for the order to cite. */
export function uploadPrescriptionPhoto(file: File) {
  const form = new FormData();
  form.append(PRESCRIPTION_PHOTO_FIELD, file);
  return apiRequest<PrescriptionPhotoUploaded>('/prescription-photos', {
    method: 'POST',
    body: form,
  });
}

export const useUploadPrescriptionPhoto = () =>
  useMutation({ mutationFn: uploadPrescriptionPhoto });
