import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../hooks/use-auth';
import { bookingsQuery } from '../api/get-bookings';

/**
 * The booking whose name and phone the next booking form starts from: the first of the patient's
 * own bookings in their list (their next appointment, else their latest past one), so a returning
 * patient types neither again. A booking for a family member is in the member's name, so it is
 * passed over. Undefined before their first booking, or while the list loads.
 */
export function useLastBookingDetails() {
  const { user } = useAuth();
  const bookings = useQuery({ ...bookingsQuery(user?.email ?? ''), enabled: !!user });
  return bookings.data?.find((booking) => booking.patientId === user?.id);
}
