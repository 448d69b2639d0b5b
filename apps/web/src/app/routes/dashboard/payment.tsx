import type { PayableSummary } from '@sustho/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { useParams } from 'react-router';
import { ErrorMessage } from '../../../components/ui/error-message';
import { PageMeta } from '../../../components/ui/page-meta';
import { QueryState } from '../../../components/ui/query-state';
import { useCopy } from '../../../copy/language';
import { useAuth } from '../../../hooks/use-auth';
import { bookingQuery, useBooking } from '../../../features/bookings/api/get-booking';
import { labOrderQuery, useLabOrder } from '../../../features/lab/api/get-lab-orders';
import { payableQuery, usePayable } from '../../../features/payments/api/get-payable';
import { OrderPaymentPanel } from '../../../features/payments/components/order-payment-panel';
import { LabOrderPaymentPanel } from '../../../features/payments/components/lab-order-payment-panel';
import { PaymentPanel } from '../../../features/payments/components/payment-panel';
import { orderQuery, useOrder } from '../../../features/pharmacy/api/get-order';
import { PlanPaymentPanel } from '../../../features/payments/components/plan-payment-panel';
import {
  planSubscriptionQuery,
  usePlanSubscription,
} from '../../../features/plans/api/get-plan-subscription';
import { signedInPageLoader } from '../../../lib/route-loaders';

/** Fetches the record the payment page shows for what its id names. */
const prefetchRecord = (queryClient: QueryClient, { _id, kind }: PayableSummary) => {
  if (kind === 'booking') return queryClient.prefetchQuery(bookingQuery(_id));
  if (kind === 'order') return queryClient.prefetchQuery(orderQuery(_id));
  if (kind === 'labOrder') return queryClient.prefetchQuery(labOrderQuery(_id));
  return queryClient.prefetchQuery(planSubscriptionQuery(_id));
};

/** What the id names first (GET /payables/{id}), then that booking or plan purchase itself. */
export const loader = (queryClient: QueryClient): LoaderFunction => {
  const loadPage = signedInPageLoader(queryClient, (_reader, { params }) => ({
    queries: [payableQuery(params.id ?? '')],
  }));
  return async (args) => {
    const loaded = await loadPage(args);
    const payable = queryClient.getQueryData(payableQuery(args.params.id ?? '').queryKey);
    if (payable) await prefetchRecord(queryClient, payable);
    return loaded;
  };
};

/**
 * A booking: the API refuses other patients' bookings; an admin may read any booking, but only
 * its patient pays for it.
 */
function BookingPayment({ id }: { id: string }) {
  const copy = useCopy();
  const { user } = useAuth();
  const booking = useBooking(id);
  return (
    <QueryState query={booking}>
      {booking.data &&
        (booking.data.email === user?.email ? (
          <PaymentPanel booking={booking.data} />
        ) : (
          <ErrorMessage message={copy.payments.notYours} />
        ))}
    </QueryState>
  );
}

/** A plan purchase: the API answers only the account's own. */
function PlanPayment({ id }: { id: string }) {
  const { user } = useAuth();
  const subscription = usePlanSubscription(id);
  return (
    <QueryState query={subscription}>
      {subscription.data && (
        <PlanPaymentPanel
          subscription={subscription.data}
          billing={{ name: user?.name ?? '', email: user?.email ?? '' }}
        />
      )}
    </QueryState>
  );
}

/** A medicine order paid online: the API answers only the account's own. */
function OrderPayment({ id }: { id: string }) {
  const { user } = useAuth();
  const order = useOrder(id);
  return (
    <QueryState query={order}>
      {order.data && (
        <OrderPaymentPanel
          order={order.data}
          billing={{ name: user?.name ?? '', email: user?.email ?? '' }}
        />
      )}
    </QueryState>
  );
}

/** A lab order paid online: the API answers only its patient's account. */
function LabOrderPayment({ id }: { id: string }) {
  const { user } = useAuth();
  const order = useLabOrder(id);
  return (
    <QueryState query={order}>
      {order.data && (
        <LabOrderPaymentPanel
          order={order.data}
          billing={{ name: user?.name ?? '', email: user?.email ?? '' }}
        />
      )}
    </QueryState>
  );
}

/**
 * /dashboard/payment/:id: the signed-in patient pays one of their own bookings, plan purchases or
 * medicine or lab orders (ids are unique across kinds, services.md 'Everything is paid the same way').
 */
export function Component() {
  const copy = useCopy();
  const { id = '' } = useParams();
  const payable = usePayable(id);
  return (
    <>
      <PageMeta title={copy.payments.title} description={copy.payments.metaDescription} />
      <QueryState query={payable}>
        {payable.data?.kind === 'booking' && <BookingPayment id={id} />}
        {payable.data?.kind === 'subscription' && <PlanPayment id={id} />}
        {payable.data?.kind === 'order' && <OrderPayment id={id} />}
        {payable.data?.kind === 'labOrder' && <LabOrderPayment id={id} />}
      </QueryState>
    </>
  );
}
