import { DayPicker } from 'react-day-picker';
import { bn } from 'react-day-picker/locale';
import { useFormat } from '../../../copy/format';
import { useCopy, useLanguage } from '../../../copy/language';
import { wireDate } from '../clinic-calendar';

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
  const copy = useCopy();
  const show = useFormat();
  const { language } = useLanguage();
  const text = copy.appointments;
  return (
    <div className="flex flex-col items-center gap-3">
      <DayPicker
        mode="single"
        required
        timeZone={timeZone}
        {...(language === 'bn' ? { locale: bn, numerals: 'beng' as const } : {})}
        selected={selected}
        // Opens on the chosen day's month (a booking being moved may be months ahead).
        defaultMonth={selected}
        onSelect={onSelect}
        disabled={[{ before: today }, { after: lastDay }]}
        startMonth={today}
        endMonth={lastDay}
        className="react-day-picker shadow"
        aria-label={text.calendarLabel}
      />
      <p aria-live="polite" className="font-medium">
        {text.selected(show.date(wireDate(selected, timeZone)))}
      </p>
    </div>
  );
}
