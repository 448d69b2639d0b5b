import type { Booking } from '@sustho/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCopy } from '../../../copy/language';
import { useBookingFacts } from '../hooks/use-booking-facts';

/** 'Join' into a booking's consultation room, shown only while the API says the room is open. */
export function JoinLink({ booking, className }: { booking: Booking; className: string }) {
  const copy = useCopy();
  const facts = useBookingFacts();
  const text = copy.myAppointments;
  if (!booking.roomOpen) return null;
  return (
    <Link
      to={paths.consultation(booking._id)}
      className={`btn btn-primary ${className}`}
      aria-label={text.joinLabel(booking.treatmentName, facts(booking).date)}
    >
      {text.join}
    </Link>
  );
}
