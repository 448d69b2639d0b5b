import type { AppointmentOption, ClientConfig } from '@sustho/contracts';
import { useMemo, useState } from 'react';
import { PageMeta } from '../../components/ui/page-meta';
import { QueryState } from '../../components/ui/query-state';
import { useCopy } from '../../copy/language';
import { AppointmentCalendar } from '../../features/appointments/components/appointment-calendar';
import { TreatmentList } from '../../features/appointments/components/treatment-list';
import { clinicDays, wireDate } from '../../features/appointments/clinic-calendar';
import { useClientConfig } from '../../lib/client-config';
import { BookingModal } from '../../features/bookings/components/booking-modal';
import { JoinWaitlistModal } from '../../features/waitlist/components/join-waitlist-modal';
import { useAuth } from '../../hooks/use-auth';

/** The day picker, that day's treatments and the booking modal, on the clinic's calendar. */
function AppointmentBooking({ clinic }: { clinic: ClientConfig['clinic'] }) {
  const copy = useCopy();
  const text = copy.appointments;
  const { today, lastDay } = useMemo(
    () => clinicDays(clinic.timeZone, clinic.bookingHorizonDays),
    [clinic],
  );
  const [selected, setSelected] = useState<Date>(today);
  const [chosen, setChosen] = useState<AppointmentOption | null>(null);
  const [waitingFor, setWaitingFor] = useState<AppointmentOption | null>(null);
  // A doctor's account neither books nor waits (care.md §1); everyone else may, visitors after logging in.
  const { isDoctor } = useAuth();
  const date = wireDate(selected, clinic.timeZone);
  return (
    <>
      <section className="bg-base-200 px-4 py-10">
        <h1 className="mb-6 text-center text-3xl font-bold">{text.heading}</h1>
        <AppointmentCalendar
          timeZone={clinic.timeZone}
          today={today}
          lastDay={lastDay}
          selected={selected}
          onSelect={setSelected}
        />
      </section>
      <TreatmentList
        date={date}
        onBook={setChosen}
        onJoinWaitlist={isDoctor ? undefined : setWaitingFor}
      />
      <BookingModal treatment={chosen} date={date} onClose={() => setChosen(null)} />
      <JoinWaitlistModal treatment={waitingFor} date={date} onClose={() => setWaitingFor(null)} />
    </>
  );
}

/** /appointment: open to everyone; booking itself asks a visitor to log in. */
export function Component() {
  const copy = useCopy();
  const text = copy.appointments;
  const config = useClientConfig();
  return (
    <>
      <PageMeta title={text.title} description={text.metaDescription} />
      <QueryState query={config}>
        {config.data && <AppointmentBooking clinic={config.data.clinic} />}
      </QueryState>
    </>
  );
}
