import type { AppointmentOption } from '@sustho/contracts';
import { QueryState } from '../../../components/ui/query-state';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useTreatments } from '../api/get-treatments';
import { TreatmentCard } from './treatment-card';

/** The treatments of a day ('Jan 5, 2023'), each with its free slots; a spinner while they load. */
export function TreatmentList({
  date,
  onBook,
  onJoinWaitlist,
}: {
  date: string;
  onBook: (treatment: AppointmentOption) => void;
  onJoinWaitlist?: (treatment: AppointmentOption) => void;
}) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.appointments;
  const treatments = useTreatments(date);
  return (
    <section aria-labelledby="treatments-heading" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="treatments-heading" className="mb-6 text-center text-xl font-semibold text-secondary">
        {text.available(show.date(date))}
      </h2>
      <QueryState query={treatments}>
        {treatments.data?.length === 0 ? (
          <p className="text-center">{text.none}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {treatments.data?.map((treatment) => (
              <TreatmentCard
                key={treatment._id}
                treatment={treatment}
                onBook={onBook}
                onJoinWaitlist={onJoinWaitlist}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
