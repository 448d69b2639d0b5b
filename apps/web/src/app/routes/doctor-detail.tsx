import type { ClientConfig, PublicDoctor } from '@sustho/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import { QueryState } from '../../components/ui/query-state';
import { useCopy } from '../../copy/language';
import { clinicDays, openingDay, wireDate } from '../../features/appointments/clinic-calendar';
import { AppointmentCalendar } from '../../features/appointments/components/appointment-calendar';
import { DoctorSlots } from '../../features/appointments/components/doctor-slots';
import { daysIn } from '../../features/appointments/unavailable-days';
import { publicDoctorQuery, usePublicDoctor } from '../../features/doctors/api/get-doctor';
import { useDoctorDays } from '../../features/doctors/api/get-doctor-days';
import { DoctorProfile } from '../../features/doctors/components/doctor-profile';
import { clientConfigQuery, useClientConfig } from '../../lib/client-config';
import { pageLoader } from '../../lib/route-loaders';
import { ChosenSlotBooking, type ChosenSlot } from '../booking/chosen-slot-booking';

export const loader = (queryClient: QueryClient) =>
  pageLoader(queryClient, ({ params }) => ({
    subject: publicDoctorQuery(params.id ?? ''),
    queries: [clientConfigQuery()],
  }));

/** The doctor's days off and full days, as the calendar's days: it disables them and says why. */
function useUnavailableDays(doctorId: string) {
  const days = useDoctorDays(doctorId);
  return useMemo(() => {
    const of = (state: 'off' | 'full') => daysIn(days.data, state);
    return { off: of('off'), full: of('full') };
  }, [days.data]);
}

/** The doctor's free slots on a picked day; a slot pressed opens the booking with it chosen. */
function DoctorBooking({
  doctor,
  clinic,
  onBook,
}: {
  doctor: PublicDoctor;
  clinic: ClientConfig['clinic'];
  onBook: (choice: ChosenSlot) => void;
}) {
  const copy = useCopy();
  const days = useMemo(() => clinicDays(clinic), [clinic]);
  const { today, lastDay } = days;
  // Opens on the doctor's next free day, as the directory's 'Next available' says, whose first
  // slot is the one the slot list chooses first.
  const [selected, setSelected] = useState<Date>(() =>
    openingDay(doctor.nextAvailable?.date, days),
  );
  const date = wireDate(selected);
  const unavailable = useUnavailableDays(doctor._id);
  return (
    <section aria-labelledby="doctor-slots-heading" className="mt-10 flex flex-col gap-6">
      <h2 id="doctor-slots-heading" className="text-center text-2xl font-semibold">
        {copy.doctors.slotsHeading}
      </h2>
      <AppointmentCalendar
        today={today}
        lastDay={lastDay}
        selected={selected}
        onSelect={setSelected}
        unavailable={unavailable}
      />
      <DoctorSlots
        treatmentName={doctor.treatmentName}
        doctorId={doctor._id}
        date={date}
        onBook={(treatment, slot) =>
          onBook({ treatmentName: treatment.name, doctorId: doctor._id, date, slot })
        }
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
  const [choice, setChoice] = useState<ChosenSlot | null>(null);
  return (
    <article className="mx-auto max-w-5xl px-4 py-12">
      <PageMeta
        title={copy.doctors.profileTitle(doctor.name)}
        description={`${doctor.name}, ${doctor.specialty}. ${doctor.qualifications}`}
      />
      <QueryState query={config}>
        {config.data && (
          <>
            <DoctorProfile
              doctor={doctor}
              horizonDays={config.data.clinic.bookingHorizonDays}
              onBook={(date, slot) =>
                setChoice({ treatmentName: doctor.treatmentName, doctorId: doctor._id, date, slot })
              }
            />
            <DoctorBooking doctor={doctor} clinic={config.data.clinic} onBook={setChoice} />
            <ChosenSlotBooking choice={choice} onClose={() => setChoice(null)} />
          </>
        )}
      </QueryState>
    </article>
  );
}
