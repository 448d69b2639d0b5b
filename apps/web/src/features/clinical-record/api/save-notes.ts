import type { ConsultationNotes, ConsultationNotesInput } from '@sustho/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** PUT /bookings/{id}/notes: saves the notes as they stand (a draft while the doctor types). */
export const saveNotes = (bookingId: string, notes: ConsultationNotesInput) =>
  apiRequest<ConsultationNotes>(`/bookings/${encodeURIComponent(bookingId)}/notes`, {
    method: 'PUT',
    body: notes,
  });

export const useSaveNotes = (bookingId: string) =>
  useMutation({ mutationFn: (notes: ConsultationNotesInput) => saveNotes(bookingId, notes) });
