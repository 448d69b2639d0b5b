import type { Booking, ClientConfig } from '@sustho/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useClientConfig } from '../../../lib/client-config';
import { useTreatments } from '../api/get-treatments';
import { useClinicDaysOff } from '../hooks/use-clinic-days-off';
import { clinicDays, openingDay, wireDate } from '../clinic-calendar';
import { AppointmentCalendar } from './appointment-calendar';
import { SlotSelect } from './slot-select';

/** The slot the patient picked, as POST /bookings/{id}/reschedule takes it. */
interface SlotChoice {
  appointmentDate: string;
  slot: string;
  doctorId?: string;
}

const ANY_DOCTOR = 'any';

/**
 * Picks a new slot for a booking: a day on the clinic's calendar, the booking's doctor or any
 * doctor of its treatment, and one of the free slots they have that day. Reports the choice (or
 * null while there is none) to the reschedule dialog.
 */
export function RescheduleSlotPicker({
  booking,
  disabled,
  onChange,
}: {
  booking: Booking;
  disabled: boolean;
  onChange: (choice: SlotChoice | null) => void;
}) {
  const config = useClientConfig();
  return (
    <QueryState query={config}>
      {config.data && (
        <Picker
          booking={booking}
          clinic={config.data.clinic}
          disabled={disabled}
          onChange={onChange}
        />
      )}
    </QueryState>
  );
}

function Picker({
  booking,
  clinic,
  disabled,
  onChange,
}: {
  booking: Booking;
  clinic: ClientConfig['clinic'];
  disabled: boolean;
  onChange: (choice: SlotChoice | null) => void;
}) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.reschedule;
  const doctorFieldId = useId();
  const { today, lastDay } = useMemo(() => clinicDays(clinic), [clinic]);
  const [selected, setSelected] = useState<Date>(() =>
    openingDay(booking.appointmentDate, { today, lastDay }),
  );
  // Only an on-demand booking no doctor has taken has none, and it is never moved; any doctor then.
  const [doctor, setDoctor] = useState(booking.doctorId ?? ANY_DOCTOR);
  const [picked, setPicked] = useState('');
  const date = wireDate(selected);
  const unavailable = useClinicDaysOff();
  const options = useTreatments(date);
  const treatment = options.data?.find((option) => option.name === booking.treatmentName);
  const slots =
    (doctor === ANY_DOCTOR
      ? treatment?.slots
      : treatment?.doctors.find((one) => one._id === doctor)?.slots) ?? [];
  const slot = slots.includes(picked) ? picked : (slots[0] ?? '');

  useEffect(() => {
    onChange(
      slot
        ? { appointmentDate: date, slot, ...(doctor === ANY_DOCTOR ? {} : { doctorId: doctor }) }
        : null,
    );
  }, [date, slot, doctor, onChange]);

  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <AppointmentCalendar
        today={today}
        lastDay={lastDay}
        selected={selected}
        onSelect={setSelected}
        unavailable={unavailable}
      />
      <label htmlFor={doctorFieldId} className="flex flex-col gap-1">
        <span className="label-text">{text.doctor}</span>
        <select
          id={doctorFieldId}
          className="select select-bordered w-full"
          value={doctor}
          onChange={(event) => setDoctor(event.target.value)}
        >
          {booking.doctorId && (
            <option value={booking.doctorId}>
              {text.sameDoctor(show.doctor(booking.doctorName))}
            </option>
          )}
          <option value={ANY_DOCTOR}>{text.anyDoctor}</option>
        </select>
      </label>
      <QueryState query={options}>
        {slots.length === 0 ? (
          <p role="status">{text.noSlots}</p>
        ) : (
          <SlotSelect label={text.slot} slots={slots} value={slot} onChange={setPicked} />
        )}
      </QueryState>
    </fieldset>
  );
}
