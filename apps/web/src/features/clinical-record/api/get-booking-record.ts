import type { BookingRecord } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /bookings/{id}/record: the consultation's record and the patient's history (audited). */
export const getBookingRecord = (bookingId: string) =>
  apiRequest<BookingRecord>(`/bookings/${encodeURIComponent(bookingId)}/record`);

/**
 * Each read is written to the patient's 'Who viewed my record', so the panel reads when it opens
 * and after the doctor's own changes, not again each time the window regains focus.
 */
export const bookingRecordQuery = (bookingId: string) =>
  queryOptions({
    queryKey: [...queryRoots.clinicalRecord, 'booking', bookingId],
    queryFn: () => getBookingRecord(bookingId),
    refetchOnWindowFocus: false,
  });

export const useBookingRecord = (bookingId: string) => useQuery(bookingRecordQuery(bookingId));
