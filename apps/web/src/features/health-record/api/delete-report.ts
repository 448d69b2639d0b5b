import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { healthRecordsKey } from './get-health-record';

/** DELETE /reports/{id}: one of the patient's own reports, with its file. */
export const deleteReport = (id: string) =>
  apiRequest<{ deletedCount: number }>(`/reports/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healthRecordsKey }),
  });
}
