import type { PublicDoctor } from '@sustho/contracts';
import { QueryState } from '../../../components/ui/query-state';
import { useCopy } from '../../../copy/language';
import { usePublicDoctors, type DoctorsFilter } from '../api/get-doctors';
import { DoctorCard } from './doctor-card';
import { DoctorFilter } from './doctor-filter';

/** /doctors: the filter and the matching doctors' cards. */
export function DoctorsDirectory({
  filter,
  horizonDays,
  onBook,
}: {
  filter: DoctorsFilter;
  horizonDays: number;
  /** A slot pressed on a doctor's card. */
  onBook: (doctor: PublicDoctor, date: string, slot: string) => void;
}) {
  const copy = useCopy();
  const text = copy.doctors;
  const doctors = usePublicDoctors(filter);
  return (
    <section aria-labelledby="doctors-heading" className="px-4 py-12">
      <h1 id="doctors-heading" className="mb-8 text-center text-3xl font-semibold">
        {text.heading}
      </h1>
      <DoctorFilter filter={filter} />
      <QueryState query={doctors}>
        {doctors.data?.length === 0 ? (
          <p className="mt-8 text-center">{text.empty}</p>
        ) : (
          <ul className="mx-auto mt-8 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {doctors.data?.map((doctor) => (
              <DoctorCard
                key={doctor._id}
                doctor={doctor}
                horizonDays={horizonDays}
                onBook={onBook}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
