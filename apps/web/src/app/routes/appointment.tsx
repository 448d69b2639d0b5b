import type { AppointmentOption, ClientConfig } from '@sustho/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { LoaderFunction } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { QueryState } from '../../components/ui/query-state';
import { Spinner } from '../../components/ui/spinner';
import { useCopy } from '../../copy/language';
import { AppointmentCalendar } from '../../features/appointments/components/appointment-calendar';
import { TreatmentList } from '../../features/appointments/components/treatment-list';
import { clinicDaysQuery } from '../../features/appointments/api/get-clinic-days';
import {
  firstFreeDayQuery,
  useFirstFreeDay,
} from '../../features/appointments/api/get-first-free-day';
import { treatmentsQuery } from '../../features/appointments/api/get-treatments';
import { useClinicDaysOff } from '../../features/appointments/hooks/use-clinic-days-off';
import { clinicDays, openingDay, wireDate } from '../../features/appointments/clinic-calendar';
import { clientConfigQuery, useClientConfig } from '../../lib/client-config';
import { pageLoader, signedInPageLoader } from '../../lib/route-loaders';
import { LazyBookingModal } from '../../features/bookings/components/lazy-booking-modal';
import { LazyJoinWaitlistModal } from '../../features/waitlist/components/lazy-join-waitlist-modal';
import { useAuth } from '../../hooks/use-auth';

/**
 * Everything the page's first render reads, so the server renders it whole and the browser's first
 * render draws the same, without re-rendering as each answer arrives: where the calendar opens, the
 * days nobody works, that day's treatments, and a signed-in reader's session (who may book).
 */
export const loader = (queryClient: QueryClient): LoaderFunction => {
  const calendar = pageLoader(queryClient, () => ({
    queries: [firstFreeDayQuery(), clinicDaysQuery(), clientConfigQuery()],
  }));
  const reader = signedInPageLoader(queryClient);
  return async (args) => {
    await Promise.all([calendar(args), reader(args)]);
    const clinic = queryClient.getQueryData(clientConfigQuery().queryKey)?.clinic;
    const firstFree = queryClient.getQueryData(firstFreeDayQuery().queryKey);
    if (clinic) {
      const days = clinicDays(clinic);
      await queryClient.prefetchQuery(treatmentsQuery(wireDate(openingDay(firstFree?.date, days))));
    }
    return null;
  };
};

/**
 * The day picker, that day's treatments and the booking modal, on the clinic's calendar. Opens on
 * the first day with a free slot (today, unless its slots have all started or nobody works today),
 * as the API finds it; on today if the API could not say.
 */
function AppointmentBooking({ clinic }: { clinic: ClientConfig['clinic'] }) {
  const firstFree = useFirstFreeDay();
  const days = useMemo(() => clinicDays(clinic), [clinic]);
  if (firstFree.isPending) return <Spinner />;
  return <AppointmentDay days={days} opening={openingDay(firstFree.data?.date, days)} />;
}

function AppointmentDay({
  days: { today, lastDay },
  opening,
}: {
  days: { today: Date; lastDay: Date };
  opening: Date;
}) {
  const copy = useCopy();
  const text = copy.appointments;
  // The opening day is read once: a booking made here changes the first free day, not the page's.
  const [selected, setSelected] = useState<Date>(opening);
  const [chosen, setChosen] = useState<AppointmentOption | null>(null);
  const [waitingFor, setWaitingFor] = useState<AppointmentOption | null>(null);
  // A doctor's, pharmacist's or lab technician's account neither books nor waits (docs/product/accounts.md §2); everyone else may, visitors after logging in.
  const { actsAsPatient } = useAuth();
  const date = wireDate(selected);
  const unavailable = useClinicDaysOff();
  return (
    <>
      <section className="bg-base-200 px-4 py-10">
        <h1 className="mb-6 text-center text-3xl font-bold">{text.heading}</h1>
        <AppointmentCalendar
          today={today}
          lastDay={lastDay}
          selected={selected}
          onSelect={setSelected}
          unavailable={unavailable}
        />
      </section>
      <TreatmentList
        date={date}
        onBook={setChosen}
        onJoinWaitlist={actsAsPatient ? setWaitingFor : undefined}
      />
      <LazyBookingModal treatment={chosen} date={date} onClose={() => setChosen(null)} />
      <LazyJoinWaitlistModal
        treatment={waitingFor}
        date={date}
        onClose={() => setWaitingFor(null)}
      />
    </>
  );
}

/** /appointment: open to everyone; booking itself asks a visitor to log in. */
export function Component() {
  const copy = useCopy();
  const text = copy.appointments;
  const config = useClientConfig();
  return (
    // A screen tall at least: the day's treatments arrive after the page, and must not push the
    // footer down in view.
    <div className="min-h-screen">
      <PageMeta title={text.title} description={text.metaDescription} />
      <QueryState query={config}>
        {config.data && <AppointmentBooking clinic={config.data.clinic} />}
      </QueryState>
    </div>
  );
}
