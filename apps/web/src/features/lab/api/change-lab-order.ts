import type { LabOrder, LabOrderInput, LabOrderStateChange } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { labOrderListsKey, labOrderQuery } from './get-lab-orders';

/** After a change the order's own answer is kept, and every list of orders is fetched again. */
function useChanged() {
  const queryClient = useQueryClient();
  return (order: LabOrder) => {
    queryClient.setQueryData(labOrderQuery(order._id).queryKey, order);
    void queryClient.invalidateQueries({ queryKey: labOrderListsKey });
  };
}

/** POST /lab-orders: books the tests (201); 409 when the collection slot filled meanwhile. */
export function useCreateLabOrder() {
  const changed = useChanged();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LabOrderInput) =>
      apiRequest<LabOrder>('/lab-orders', { method: 'POST', body: input }),
    onSuccess: changed,
    // Booked or refused, the slots have moved: their counts are asked again.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...queryRoots.labOrders, 'slots'] }),
  });
}

/** DELETE /lab-orders/{id}: the patient cancels before collection (refunded in full). */
export function useCancelLabOrder() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<LabOrder>(`/lab-orders/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}

/** PATCH /lab-orders/{id}: lab staff mark the sample collected, or cancel with a reason. */
export function useMoveLabOrder() {
  const changed = useChanged();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: LabOrderStateChange }) =>
      apiRequest<LabOrder>(`/lab-orders/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: change,
      }),
    onSuccess: changed,
  });
}
