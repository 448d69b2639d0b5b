import { useLocation, useParams } from 'react-router';
import { ErrorMessage } from '../../../components/ui/error-message';
import { PageMeta } from '../../../components/ui/page-meta';
import { QueryState } from '../../../components/ui/query-state';
import { useCopy } from '../../../copy/language';
import { useAuth } from '../../../hooks/use-auth';
import { useBooking } from '../../../features/bookings/api/get-booking';
import { BookingConfirmation } from '../../../features/bookings/components/booking-confirmation';
import { handedOverTransaction } from '../../../features/payments/handed-over-transaction';

/** /dashboard/appointments/:id/confirmed: one of the patient's own bookings, once made (and paid). */
export function Component() {
  const copy = useCopy();
  const { id = '' } = useParams();
  const location = useLocation();
  const { user } = useAuth();
  const booking = useBooking(id);
  return (
    <>
      <PageMeta title={copy.confirmation.title} description={copy.confirmation.metaDescription} />
      <QueryState query={booking}>
        {booking.data &&
          (booking.data.email === user?.email ? (
            <BookingConfirmation
              booking={booking.data}
              transactionId={handedOverTransaction(location.state)}
            />
          ) : (
            <ErrorMessage message={copy.confirmation.notYours} />
          ))}
      </QueryState>
    </>
  );
}
