import { REPORT_UPLOAD_FIELD, type Report } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { healthRecordsKey } from './get-health-record';

/**
 * POST /me/reports: one file, to a patient's record (a family member's by `patientId`, else the
 * account's own) or, with `bookingId`, to one of their upcoming bookings.
 */
export function uploadReport({
  file,
  bookingId,
  patientId,
}: {
  file: File;
  bookingId?: string;
  patientId?: string;
}) {
  const form = new FormData();
  if (patientId) form.append('patientId', patientId);
  if (bookingId) form.append('bookingId', bookingId);
  form.append(REPORT_UPLOAD_FIELD, file);
  return apiRequest<Report>('/me/reports', { method: 'POST', body: form });
}

export function useUploadReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healthRecordsKey }),
  });
}
