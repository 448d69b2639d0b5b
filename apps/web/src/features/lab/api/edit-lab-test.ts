import type { LabTestEntry, LabTestPatch, ReferenceRangesInput } from '@sustho/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /lab-tests/{id}/entry: a test as lab staff edit it, both languages as stored. */
export const labTestEntryQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryRoots.labTests, 'entry', id],
    queryFn: () => apiRequest<LabTestEntry>(`/lab-tests/${id}/entry`),
  });

export const useLabTestEntry = (id: string) => useQuery(labTestEntryQuery(id));

/**
 * After a saved change the editor shows the server's answer, and every list of tests (the
 * catalogue pages', in either language) is fetched again.
 */
function useSavedEntry() {
  const queryClient = useQueryClient();
  return (entry: LabTestEntry) => {
    queryClient.setQueryData(labTestEntryQuery(entry._id).queryKey, entry);
    return queryClient.invalidateQueries({
      queryKey: queryRoots.labTests,
      predicate: (query) => query.queryKey[1] !== 'entry',
    });
  };
}

/** PATCH /lab-tests/{id}: price, turnaround, preparation, home collection. */
export function useUpdateLabTest(id: string) {
  const saved = useSavedEntry();
  return useMutation({
    mutationFn: (patch: LabTestPatch) =>
      apiRequest<LabTestEntry>(`/lab-tests/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: saved,
  });
}

/** PUT /lab-tests/{id}/values/{valueId}/ranges: the value's ranges, replaced all at once. */
export function useReplaceRanges(id: string, valueId: string) {
  const saved = useSavedEntry();
  return useMutation({
    mutationFn: (input: ReferenceRangesInput) =>
      apiRequest<LabTestEntry>(`/lab-tests/${id}/values/${valueId}/ranges`, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: saved,
  });
}
