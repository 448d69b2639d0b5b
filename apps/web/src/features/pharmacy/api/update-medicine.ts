import type { CatalogMedicine, MedicineUpdateInput } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** PATCH /medicines/{id}: a new unit price (whole units) or stock (units). */
export const updateMedicine = (id: string, input: MedicineUpdateInput) =>
  apiRequest<CatalogMedicine>(`/medicines/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
  });

/** Saves a price or stock; every search answer is asked again, since each may show the medicine. */
export function useUpdateMedicine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: MedicineUpdateInput }) =>
      updateMedicine(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.medicines }),
  });
}
