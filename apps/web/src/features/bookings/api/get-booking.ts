import type { BookingDetail } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /bookings/{id}: one of the signed-in patient's bookings (any booking for an admin). */
export const getBooking = (id: string) =>
  apiRequest<BookingDetail>(`/bookings/${encodeURIComponent(id)}`);

export const bookingQuery = (id: string) =>
  queryOptions({ queryKey: [...queryRoots.bookings, 'detail', id], queryFn: () => getBooking(id) });

export const useBooking = (id: string) => useQuery(bookingQuery(id));
