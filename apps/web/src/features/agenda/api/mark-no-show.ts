import type { BookingStatus } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** POST /bookings/{id}/no-show: the doctor says the patient did not come. */
export const markNoShow = (bookingId: string) =>
  apiRequest<{ bookingId: string; status: BookingStatus }>(`/bookings/${bookingId}/no-show`, {
    method: 'POST',
  });

export function useMarkNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoShow,
    // Every cached day: the booking may show on the chosen day and under today.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.agenda }),
  });
}
