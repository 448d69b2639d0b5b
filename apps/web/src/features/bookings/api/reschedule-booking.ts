import type { Booking, RescheduleInput } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** POST /bookings/{id}/reschedule: moves the booking to another free slot; a refusal is a 409 with its reason as `code`. */
export const rescheduleBooking = ({ id, ...input }: RescheduleInput & { id: string }) =>
  apiRequest<Booking>(`/bookings/${encodeURIComponent(id)}/reschedule`, {
    method: 'POST',
    body: input,
  });

/** Whatever the answer, the patient's list and the days' free slots may have changed. */
export function useRescheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleBooking,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.bookings }),
        queryClient.invalidateQueries({ queryKey: queryRoots.treatments }),
      ]),
  });
}
