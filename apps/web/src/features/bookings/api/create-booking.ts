import type { BookingInput, BookingResult } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** POST /booking: books a slot; a taken slot or a second booking of the day comes back refused with a message. */
export const createBooking = (input: BookingInput) =>
  apiRequest<BookingResult>('/booking', { method: 'POST', body: input });

/** Whatever the answer, the day's free slots and the patient's list may have changed: both are fetched again. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.treatments }),
        queryClient.invalidateQueries({ queryKey: queryRoots.bookings }),
      ]),
  });
}
