import type { Booking } from '@sustho/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCopy } from '../../../copy/language';
import { useBookingWhen } from '../hooks/use-booking-when';

/** 'Join' into a booking's consultation room, shown only while the API says the room is open. */
export function JoinLink({ booking, className }: { booking: Booking; className: string }) {
  const copy = useCopy();
  const when = useBookingWhen();
  const text = copy.myAppointments;
  if (!booking.roomOpen) return null;
  return (
    <Link
      to={paths.consultation(booking._id)}
      className={`btn btn-primary ${className}`}
      aria-label={text.joinLabel(booking.treatmentName, when(booking).date)}
    >
      {text.join}
    </Link>
  );
}
