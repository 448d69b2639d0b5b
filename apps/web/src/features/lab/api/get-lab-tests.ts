import type { LabTest } from '@sustho/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /lab-tests: every test, or those whose name or code contains `q` (no session). */
export const getLabTests = (q: string) =>
  apiRequest<LabTest[]>(`/lab-tests${q ? `?${new URLSearchParams({ q })}` : ''}`, {
    withoutToken: true,
  });

export const labTestsQuery = (q: string) =>
  queryOptions({
    queryKey: [...queryRoots.labTests, 'list', q],
    queryFn: () => getLabTests(q),
  });

/** The list keeps showing the last answer while the next search's is on its way, without a spinner. */
export const useLabTests = (q: string) =>
  useQuery({ ...labTestsQuery(q), placeholderData: keepPreviousData });
