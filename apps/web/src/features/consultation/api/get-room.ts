import type { ConsultationRoom } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /consultations/{id}: the room's state for its patient or doctor. */
export const getRoom = (bookingId: string) =>
  apiRequest<ConsultationRoom>(`/consultations/${encodeURIComponent(bookingId)}`);

export const roomQuery = (bookingId: string) =>
  queryOptions({
    queryKey: [...queryRoots.consultations, 'room', bookingId],
    queryFn: () => getRoom(bookingId),
    // A 404 (not this caller's room) will not change on a retry.
    retry: false,
  });

/**
 * The room, read again each minute while the page is open, so it opens and ends by itself; the
 * server's clock decides, not the browser's.
 */
export const useRoom = (bookingId: string) =>
  useQuery({ ...roomQuery(bookingId), refetchInterval: 60_000 });
