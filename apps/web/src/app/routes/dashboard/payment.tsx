import type { QueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ErrorMessage } from '../../../components/ui/error-message';
import { PageMeta } from '../../../components/ui/page-meta';
import { QueryState } from '../../../components/ui/query-state';
import { useCopy } from '../../../copy/language';
import { useAuth } from '../../../hooks/use-auth';
import { PaymentPanel } from '../../../features/payments/components/payment-panel';
import { bookingQuery, useBooking } from '../../../features/bookings/api/get-booking';
import { signedInPageLoader } from '../../../lib/route-loaders';

export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, (_reader, { params }) => ({
    queries: [bookingQuery(params.id ?? '')],
  }));

/**
 * /dashboard/payment/:id: the signed-in patient pays one of their own bookings. The API refuses
 * other patients' bookings; an admin may read any booking, but only its patient pays for it.
 */
export function Component() {
  const copy = useCopy();
  const { id = '' } = useParams();
  const { user } = useAuth();
  const booking = useBooking(id);
  return (
    <>
      <PageMeta title={copy.payments.title} description={copy.payments.metaDescription} />
      <QueryState query={booking}>
        {booking.data &&
          (booking.data.email === user?.email ? (
            <PaymentPanel booking={booking.data} />
          ) : (
            <ErrorMessage message={copy.payments.notYours} />
          ))}
      </QueryState>
    </>
  );
}
