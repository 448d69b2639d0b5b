import { REPORT_UPLOAD_FIELD, type Report } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { healthRecordQuery } from './get-health-record';

/** POST /me/reports: one file, to the record or (with `bookingId`) to an upcoming booking. */
export function uploadReport({ file, bookingId }: { file: File; bookingId?: string }) {
  const form = new FormData();
  if (bookingId) form.append('bookingId', bookingId);
  form.append(REPORT_UPLOAD_FIELD, file);
  return apiRequest<Report>('/me/reports', { method: 'POST', body: form });
}

export function useUploadReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healthRecordQuery().queryKey }),
  });
}
