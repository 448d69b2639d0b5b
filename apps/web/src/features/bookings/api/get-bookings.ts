import type { Booking } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /bookings?email=: the account's bookings, upcoming first. */
export const getBookings = (email: string) =>
  apiRequest<Booking[]>(`/bookings?${new URLSearchParams({ email })}`);

export const bookingsQuery = (email: string) =>
  queryOptions({
    queryKey: [...queryRoots.bookings, 'list', email],
    queryFn: () => getBookings(email),
  });

export const useBookings = (email: string) => useQuery(bookingsQuery(email));
