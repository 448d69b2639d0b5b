import {
  DateLib,
  DayPicker,
  formatDay,
  type DateLibOptions,
  type Modifiers,
} from 'react-day-picker';
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

/**
 * A day button's name: the number it shows first, as a word of its own, then the whole day
 * ('10, Tuesday 10 November 2026'; '১০, মঙ্গলবার ১০ নভেম্বর ২০২৬'). react-day-picker's own name
 * ('Tuesday, November 10th, 2026') hides the visible '10' inside '10th', so a speech-input user
 * saying the number they see does not reach the button (WCAG 2.5.3). Both parts come from the
 * picker's own date library, so the name carries the very digits the button shows.
 */
function dayButtonName(
  name: (day: string, date: string, state: { today: boolean; selected: boolean }) => string,
) {
  return (date: Date, modifiers: Modifiers, options?: DateLibOptions, dateLib?: DateLib) => {
    const lib = dateLib ?? new DateLib(options);
    return name(formatDay(date, options, lib), lib.format(date, 'EEEE d MMMM yyyy'), {
      today: modifiers.today ?? false,
      selected: modifiers.selected ?? false,
    });
  };
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
        today={today}
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
        labels={{ labelDayButton: dayButtonName(text.dayButton) }}
      />
      <p aria-live="polite" className="font-medium">
        {text.selected(show.date(wireDate(selected, timeZone)))}
      </p>
    </div>
  );
}
