import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { useAuth } from '../../../hooks/use-auth';
import { MyAppointments } from '../../../features/bookings/components/my-appointments';
import { FollowUpBooking } from '../../booking/follow-up-booking';
import { MyWaitlist } from '../../../features/waitlist/components/my-waitlist';
import { lazyRoute } from '../../../lib/lazy-route';
import { bookingsQuery } from '../../../features/bookings/api/get-bookings';
import { waitlistQuery } from '../../../features/waitlist/api/get-waitlist';
import { signedInPageLoader } from '../../../lib/route-loaders';

// The calendar of 'Reschedule' is its own chunk, fetched when a patient opens the dialog, so the
// list itself loads no date picker.
const RescheduleSlotPicker = lazy(
  lazyRoute('reschedule-slot-picker', () =>
    import('../../../features/appointments/components/reschedule-slot-picker').then((module) => ({
      default: module.RescheduleSlotPicker,
    })),
  ),
);

export const loader = (queryClient: QueryClient) =>
  signedInPageLoader(queryClient, (reader) => ({
    queries: [bookingsQuery(reader.email), waitlistQuery()],
  }));

/**
 * /dashboard/myAppointment (the dashboard layout already requires a signed-in user): the bookings,
 * then the waitlist entries below them (docs/product/bookings.md §6).
 */
export function Component() {
  const copy = useCopy();
  const { user } = useAuth();
  return (
    <>
      <PageMeta
        title={copy.myAppointments.title}
        description={copy.myAppointments.metaDescription}
      />
      {user && (
        <div className="flex flex-col gap-10">
          <MyAppointments
            email={user.email}
            accountId={user.id}
            SlotPicker={RescheduleSlotPicker}
            FollowUpBooking={FollowUpBooking}
          />
          <MyWaitlist accountId={user.id} />
        </div>
      )}
    </>
  );
}
