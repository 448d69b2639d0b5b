import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bookingRecordQuery } from './get-booking-record';

/** POST /bookings/{id}/complete: ends the consultation without a prescription. */
export const completeConsultation = (bookingId: string) =>
  apiRequest<{ bookingId: string; status: string }>(
    `/bookings/${encodeURIComponent(bookingId)}/complete`,
    { method: 'POST' },
  );

export function useCompleteConsultation(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => completeConsultation(bookingId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: bookingRecordQuery(bookingId).queryKey }),
  });
}
