import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { useAuth } from '../../../hooks/use-auth';
import { MyAppointments } from '../../../features/bookings/components/my-appointments';
import { MyWaitlist } from '../../../features/waitlist/components/my-waitlist';

/**
 * /dashboard/myAppointment (the dashboard layout already requires a signed-in user): the bookings,
 * then the waitlist entries below them (care.md §2).
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
          <MyAppointments email={user.email} />
          <MyWaitlist />
        </div>
      )}
    </>
  );
}
