import type { Prescription, PrescriptionInput } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bookingRecordQuery } from './get-booking-record';

/** POST /bookings/{id}/prescriptions: issues it (or a correction of the one in force). */
export const issuePrescription = (bookingId: string, input: PrescriptionInput) =>
  apiRequest<Prescription>(`/bookings/${encodeURIComponent(bookingId)}/prescriptions`, {
    method: 'POST',
    body: input,
  });

export function useIssuePrescription(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PrescriptionInput) => issuePrescription(bookingId, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: bookingRecordQuery(bookingId).queryKey }),
  });
}
