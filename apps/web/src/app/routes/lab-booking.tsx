import { PageMeta } from '../../components/ui/page-meta';
import { useCopy } from '../../copy/language';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { LabOrderBooking } from '../../features/lab/components/lab-order-booking';

/** /lab-tests/book: booking lab tests, for signed-in patients (a visitor signs in first). */
export function Component() {
  const copy = useCopy();
  return (
    <div className="min-h-screen">
      <PageMeta
        title={copy.labOrders.booking.title}
        description={copy.labOrders.booking.metaDescription}
      />
      <RequireAuth>
        <LabOrderBooking />
      </RequireAuth>
    </div>
  );
}
