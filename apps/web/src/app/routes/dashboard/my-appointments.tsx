import { PageMeta } from '../../../components/ui/page-meta';
import { useCopy } from '../../../copy/language';
import { useAuth } from '../../../hooks/use-auth';
import { RescheduleSlotPicker } from '../../../features/appointments/components/reschedule-slot-picker';
import { MyAppointments } from '../../../features/bookings/components/my-appointments';

/** /dashboard/myAppointment (the dashboard layout already requires a signed-in user). */
export function Component() {
  const copy = useCopy();
  const { user } = useAuth();
  return (
    <>
      <PageMeta
        title={copy.myAppointments.title}
        description={copy.myAppointments.metaDescription}
      />
      {user && <MyAppointments email={user.email} SlotPicker={RescheduleSlotPicker} />}
    </>
  );
}
