import type { AppointmentOption, ClientConfig, PublicDoctor } from '@sustho/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { QueryState } from '../../components/ui/query-state';
import { useCopy } from '../../copy/language';
import { clinicDays, openingDay, wireDate } from '../../features/appointments/clinic-calendar';
import { AppointmentCalendar } from '../../features/appointments/components/appointment-calendar';
import { DoctorSlots } from '../../features/appointments/components/doctor-slots';
import { BookingModal } from '../../features/bookings/components/booking-modal';
import { publicDoctorQuery, usePublicDoctor } from '../../features/doctors/api/get-doctor';
import { DoctorProfile } from '../../features/doctors/components/doctor-profile';
import { clientConfigQuery, useClientConfig } from '../../lib/client-config';
import { pageLoader } from '../../lib/route-loaders';

export const loader = (queryClient: QueryClient) =>
  pageLoader(queryClient, ({ params }) => ({
    subject: publicDoctorQuery(params.id ?? ''),
    queries: [clientConfigQuery()],
  }));

/** The doctor's free slots on a picked day, and the booking modal with the doctor chosen. */
function DoctorBooking({
  doctor,
  clinic,
}: {
  doctor: PublicDoctor;
  clinic: ClientConfig['clinic'];
}) {
  const copy = useCopy();
  const days = useMemo(() => clinicDays(clinic.timeZone, clinic.bookingHorizonDays), [clinic]);
  const { today, lastDay } = days;
  // Opens on the doctor's next free day, as the directory's 'Next available' says, whose first
  // slot is the one the slot list chooses first.
  const [selected, setSelected] = useState<Date>(() =>
    openingDay(doctor.nextAvailable?.date, clinic.timeZone, days),
  );
  const [chosen, setChosen] = useState<{ treatment: AppointmentOption; slot: string } | null>(null);
  const date = wireDate(selected, clinic.timeZone);
  return (
    <section aria-labelledby="doctor-slots-heading" className="mt-10 flex flex-col gap-6">
      <h2 id="doctor-slots-heading" className="text-center text-2xl font-semibold">
        {copy.doctors.slotsHeading}
      </h2>
      <AppointmentCalendar
        timeZone={clinic.timeZone}
        today={today}
        lastDay={lastDay}
        selected={selected}
        onSelect={setSelected}
      />
      <DoctorSlots
        treatmentName={doctor.treatmentName}
        doctorId={doctor._id}
        date={date}
        onBook={(treatment, slot) => setChosen({ treatment, slot })}
      />
      <BookingModal
        treatment={chosen?.treatment ?? null}
        date={date}
        preset={chosen ? { slot: chosen.slot, doctorId: doctor._id } : undefined}
        onClose={() => setChosen(null)}
      />
    </section>
  );
}

/** /doctors/:id: the profile, a calendar of the doctor's free slots and 'Book Appointment'. */
export function Component() {
  const copy = useCopy();
  const { id = '' } = useParams();
  const { data: doctor } = usePublicDoctor(id);
  const config = useClientConfig();
  return (
    <article className="mx-auto max-w-5xl px-4 py-12">
      <PageMeta
        title={copy.doctors.profileTitle(doctor.name)}
        description={`${doctor.name}, ${doctor.specialty}. ${doctor.qualifications}`}
      />
      <QueryState query={config}>
        {config.data && (
          <>
            <DoctorProfile doctor={doctor} horizonDays={config.data.clinic.bookingHorizonDays} />
            <DoctorBooking doctor={doctor} clinic={config.data.clinic} />
          </>
        )}
      </QueryState>
    </article>
  );
}
