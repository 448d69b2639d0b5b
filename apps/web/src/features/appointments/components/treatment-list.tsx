import type { AppointmentOption } from '@sustho/contracts';
import { QueryState } from '../../../components/ui/query-state';
import { copy } from '../../../copy';
import { useAppointmentOptions } from '../api/get-appointment-options';
import { AppointmentOptionCard } from './appointment-option-card';

const text = copy.appointments;

/** The treatments of a day ('Jan 5, 2023'), each with its free slots; a spinner while they load. */
export function AppointmentOptions({
  date,
  onBook,
}: {
  date: string;
  onBook: (option: AppointmentOption) => void;
}) {
  const options = useAppointmentOptions(date);
  return (
    <section aria-labelledby="appointment-options-heading" className="mx-auto max-w-6xl px-4 py-10">
      <h2
        id="appointment-options-heading"
        className="mb-6 text-center text-xl font-semibold text-secondary"
      >
        {text.available(date)}
      </h2>
      <QueryState query={options}>
        {options.data?.length === 0 ? (
          <p className="text-center">{text.none}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {options.data?.map((option) => (
              <AppointmentOptionCard key={option._id} option={option} onBook={onBook} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
