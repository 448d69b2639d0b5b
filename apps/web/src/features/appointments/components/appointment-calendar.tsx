import type { Day, Month } from 'date-fns';
import { memo } from 'react';
import { DateLib, DayPicker, type DateLibOptions, type Modifiers } from 'react-day-picker';
import { bn, enUS } from 'react-day-picker/locale';
import { useFormat } from '../../../copy/format';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useCopy, useLanguage } from '../../../copy/language';
import type { Copy } from '../../../copy/en';
import { wireDate } from '../clinic-calendar';

/** Why a day cannot be picked, as its button's name says it: before today, a day off, or full. */
export type UnavailableReason = 'past' | 'off' | 'full';

interface AppointmentCalendarProps {
  today: Date;
  lastDay: Date;
  selected: Date;
  onSelect: (day: Date) => void;
  /** Days within the horizon that have no free slot, and why; they are disabled. */
  unavailable?: { off: Date[]; full: Date[] };
}

/**
 * A day button's name: the number it shows first, as a word of its own, then the whole day
 * ('10, Tuesday 10 November 2026'; '১০, মঙ্গলবার ১০ নভেম্বর ২০২৬'). react-day-picker's own name
 * ('Tuesday, November 10th, 2026') hides the visible '10' inside '10th', so a speech-input user
 * saying the number they see does not reach the button (WCAG 2.5.3). Both parts come from the
 * picker's own date library and locale, so the name carries the very digits and words the
 * calendar shows; they are put together here rather than through a format pattern, which is read
 * anew for each of the month's days.
 */
function dayButtonName(name: Copy['appointments']['dayButton']) {
  return (date: Date, modifiers: Modifiers, options?: DateLibOptions, dateLib?: DateLib) => {
    const lib = dateLib ?? new DateLib(options);
    const { localize } = lib.options.locale ?? enUS;
    const unavailable: UnavailableReason | null = modifiers.past
      ? 'past'
      : modifiers.off
        ? 'off'
        : modifiers.full
          ? 'full'
          : null;
    // The library's own digits only for other numerals: it makes an Intl formatter for each call.
    const digits = (value: number) => (lib.options.numerals ? lib.formatNumber(value) : `${value}`);
    const number = digits(date.getDate());
    const weekday = localize.day(date.getDay() as Day, { width: 'wide' });
    const month = localize.month(date.getMonth() as Month, { width: 'wide' });
    return name(number, `${weekday} ${number} ${month} ${digits(date.getFullYear())}`, {
      today: modifiers.today ?? false,
      selected: modifiers.selected ?? false,
      unavailable,
    });
  };
}

/**
 * A matcher for the days `days` holds. Every day here is a midnight, as the picker's own days
 * are, so one lookup of its time answers; the picker's own matching of a list of dates compares
 * each day with each date.
 */
function oneOf(days: Date[]) {
  const times = new Set(days.map((day) => day.getTime()));
  return (day: Date) => times.has(day.getTime());
}

/**
 * A single-day calendar of the clinic's days (clinic-calendar.ts): days before today and beyond
 * the horizon cannot be picked, nor the `unavailable` ones; each disabled day's name says why
 * (decision 040).
 *
 * Memoized: it is its pages' costliest render (react-day-picker works out the state of every day
 * of the month), and those pages render again as the session, the reader's role and the days off
 * arrive; its props stay the same then.
 */
export const AppointmentCalendar = memo(function AppointmentCalendar({
  today,
  lastDay,
  selected,
  onSelect,
  unavailable = { off: [], full: [] },
}: AppointmentCalendarProps) {
  const copy = useCopy();
  const show = useFormat();
  const { language } = useLanguage();
  const text = copy.appointments;
  const past = (day: Date) => day.getTime() < today.getTime();
  const beyond = (day: Date) => day.getTime() > lastDay.getTime();
  const off = oneOf(unavailable.off);
  const full = oneOf(unavailable.full);
  // The server's calendar is drawn before the app runs it: its days and month arrows stay disabled
  // until then, so a press is not lost.
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col items-center gap-3">
      <DayPicker
        mode="single"
        required
        today={today}
        {...(language === 'bn' ? { locale: bn, numerals: 'beng' as const } : {})}
        selected={selected}
        // Opens on the chosen day's month (a booking being moved may be months ahead).
        defaultMonth={selected}
        onSelect={onSelect}
        disabled={hydrated ? [past, beyond, off, full] : true}
        disableNavigation={!hydrated}
        modifiers={{ past, off, full }}
        startMonth={today}
        endMonth={lastDay}
        className="react-day-picker shadow"
        aria-label={text.calendarLabel}
        labels={{ labelDayButton: dayButtonName(text.dayButton) }}
      />
      <p aria-live="polite" className="font-medium">
        {text.selected(show.date(wireDate(selected)))}
      </p>
    </div>
  );
});
