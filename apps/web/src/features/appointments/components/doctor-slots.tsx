import type { AppointmentOption } from '@sustho/contracts';
import { useState } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useTreatments } from '../api/get-treatments';
import { SlotSelect } from './slot-select';

/**
 * One doctor's free slots on a day, read from that day's appointment options (the same free slots
 * the booking checks), with 'Book Appointment' for the chosen one.
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
  const [chosen, setChosen] = useState('');
  const treatment = options.data?.find((option) => option.name === treatmentName);
  const slots = treatment?.doctors.find((doctor) => doctor._id === doctorId)?.slots ?? [];
  const slot = slots.includes(chosen) ? chosen : (slots[0] ?? '');
  return (
    <QueryState query={options}>
      {!treatment || slots.length === 0 ? (
        <p className="text-center">{text.tryAnotherDay}</p>
      ) : (
        <div className="mx-auto flex max-w-md flex-col gap-3">
          <SlotSelect
            label={text.doctorSlots(show.date(date))}
            slots={slots}
            value={slot}
            onChange={setChosen}
          />
          <button type="button" className="btn btn-primary" onClick={() => onBook(treatment, slot)}>
            {text.book}
          </button>
        </div>
      )}
    </QueryState>
  );
}
