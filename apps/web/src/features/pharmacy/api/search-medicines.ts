import type { CatalogMedicine } from '@sustho/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /medicines?q=: the best 20 by brand or generic name; without `q`, the first 20 by brand (no session). */
export const searchMedicines = (q: string, signal?: AbortSignal) =>
  apiRequest<CatalogMedicine[]>(`/medicines${q ? `?q=${encodeURIComponent(q)}` : ''}`, {
    withoutToken: true,
    signal,
  });

export const medicineSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...queryRoots.medicines, 'search', q],
    queryFn: ({ signal }) => searchMedicines(q, signal),
    // Stock and prices change as others order: a search a minute old is asked again.
    staleTime: 60_000,
  });

/** The matches for `q`; while the next query's answer is on its way, the last one stays on screen. */
export const useMedicineSearch = (q: string) =>
  useQuery({ ...medicineSearchQuery(q), placeholderData: keepPreviousData });
