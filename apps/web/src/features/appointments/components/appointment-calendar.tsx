import { DayPicker } from 'react-day-picker';
import { copy } from '../../../copy';
import { wireDate } from '../clinic-calendar';

const text = copy.appointments;

interface AppointmentCalendarProps {
  timeZone: string;
  today: Date;
  lastDay: Date;
  selected: Date;
  onSelect: (day: Date) => void;
}

/** A single-day calendar on the clinic's time zone: days before today and beyond the horizon cannot be picked. */
export function AppointmentCalendar({
  timeZone,
  today,
  lastDay,
  selected,
  onSelect,
}: AppointmentCalendarProps) {
  return (
    <div className="flex flex-col items-center gap-3">
      <DayPicker
        mode="single"
        required
        timeZone={timeZone}
        selected={selected}
        onSelect={onSelect}
        disabled={[{ before: today }, { after: lastDay }]}
        startMonth={today}
        endMonth={lastDay}
        className="react-day-picker shadow"
        aria-label={text.calendarLabel}
      />
      <p aria-live="polite" className="font-medium">
        {text.selected(wireDate(selected, timeZone))}
      </p>
    </div>
  );
}
