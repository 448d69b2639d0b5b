import type { AppointmentOption } from '@sustho/contracts';
import { QueryState } from '../../../components/ui/query-state';
import { SlotButtons } from '../../../components/ui/slot-buttons';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useTreatments } from '../api/get-treatments';

/**
 * One doctor's free slots on a day, read from that day's appointment options (the same free slots
 * the booking checks), as buttons that open the booking with that slot chosen, and 'Book
 * Appointment' for the day's first.
 */
export function DoctorSlots({
  treatmentName,
  doctorId,
  date,
  onBook,
}: {
  treatmentName: string;
  doctorId: string;
  date: string;
  onBook: (treatment: AppointmentOption, slot: string) => void;
}) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.appointments;
  const options = useTreatments(date);
  const treatment = options.data?.find((option) => option.name === treatmentName);
  const slots = treatment?.doctors.find((doctor) => doctor._id === doctorId)?.slots ?? [];
  return (
    <QueryState query={options}>
      {!treatment || slots.length === 0 ? (
        <p className="text-center">{text.tryAnotherDay}</p>
      ) : (
        <div className="mx-auto flex w-full max-w-md flex-col gap-4">
          <SlotButtons
            label={text.doctorSlots(show.date(date))}
            slots={slots}
            onPick={(slot) => onBook(treatment, slot)}
          />
          <button
            type="button"
            className="btn btn-primary min-h-11"
            onClick={() => onBook(treatment, slots[0]!)}
          >
            {text.book}
          </button>
        </div>
      )}
    </QueryState>
  );
}
