import {
  LAB_RESULT_DATA_FIELD,
  LAB_RESULT_FILE_FIELD,
  type LabOrder,
  type LabResultInput,
} from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { labOrderListsKey, labOrderQuery } from './get-lab-orders';

/**
 * POST /lab-orders/{id}/results: the values of every test, released at once; with a report PDF
 * the same JSON goes as a multipart field beside the file.
 */
function sendResults(id: string, input: LabResultInput, pdf: File | null) {
  let body: LabResultInput | FormData = input;
  if (pdf) {
    body = new FormData();
    body.append(LAB_RESULT_DATA_FIELD, JSON.stringify(input));
    body.append(LAB_RESULT_FILE_FIELD, pdf);
  }
  return apiRequest<LabOrder>(`/lab-orders/${encodeURIComponent(id)}/results`, {
    method: 'POST',
    body,
  });
}

export function useReleaseResults(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, pdf }: { input: LabResultInput; pdf: File | null }) =>
      sendResults(id, input, pdf),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: labOrderQuery(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: labOrderListsKey });
      void queryClient.invalidateQueries({ queryKey: queryRoots.healthRecord });
    },
  });
}
