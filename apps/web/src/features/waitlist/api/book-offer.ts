import type { BookingResult } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** POST /waitlist/{id}/book: books the slot an offer holds, as any booking is made. */
export const bookOffer = (id: string) =>
  apiRequest<BookingResult>(`/waitlist/${encodeURIComponent(id)}/book`, {
    method: 'POST',
    body: {},
  });

/** The entry, the patient's bookings and the day's free slots all change with it. */
export function useBookOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookOffer,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.waitlist }),
        queryClient.invalidateQueries({ queryKey: queryRoots.bookings }),
        queryClient.invalidateQueries({ queryKey: queryRoots.treatments }),
      ]),
  });
}
