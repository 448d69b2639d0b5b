import type { DoctorUpcomingBookings } from '@sustho/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /doctors/{id}/upcoming-bookings: what deleting the doctor would cancel and refund now. */
export const getDoctorUpcomingBookings = (id: string) =>
  apiRequest<DoctorUpcomingBookings>(`/doctors/${id}/upcoming-bookings`);

export const doctorUpcomingBookingsQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryRoots.doctors, 'upcoming-bookings', id],
    queryFn: () => getDoctorUpcomingBookings(id),
    // Asked each time the confirmation opens: bookings come and go between two deletions.
    staleTime: 0,
    gcTime: 0,
  });

/** The counts for the doctor being deleted; nothing is asked while no one is. */
export const useDoctorUpcomingBookings = (id: string | null) =>
  useQuery({ ...doctorUpcomingBookingsQuery(id ?? ''), enabled: id !== null });
