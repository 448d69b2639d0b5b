import {
  addDays,
  addMonths,
  addYears,
  lastDayOfMonth,
  lastDayOfWeek,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { memo, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useFormat } from '../../../copy/format';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useCopy, useLanguage } from '../../../copy/language';
import { banglaDigits } from '../../../copy/numbers';
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

/** The words a calendar is drawn with, in the reader's language. */
interface CalendarWords {
  weekdays: string[];
  months: string[];
  digits: (value: number) => string;
  dayButton: Copy['appointments']['dayButton'];
}

/**
 * A day button's name: the number it shows first, as a word of its own, then the whole day
 * ('10, Tuesday 10 November 2026'; '১০, মঙ্গলবার ১০ নভেম্বর ২০২৬'), then why it cannot be picked. A
 * name such as 'Tuesday, November 10th, 2026' hides the visible '10' inside '10th', so a
 * speech-input user saying the number they see would not reach the button (WCAG 2.5.3). The
 * number is written by the same `digits` as the button's text, so the name carries the very digits
 * the calendar shows.
 */
function dayButtonName(
  words: CalendarWords,
  day: Date,
  state: { today: boolean; selected: boolean; unavailable: UnavailableReason | null },
) {
  const number = words.digits(day.getDate());
  const weekday = words.weekdays[day.getDay()]!;
  const month = words.months[day.getMonth()]!;
  return words.dayButton(
    number,
    `${weekday} ${number} ${month} ${words.digits(day.getFullYear())}`,
    state,
  );
}

/**
 * A matcher for the days `days` holds. Every day here is a midnight, as the calendar's own days
 * are, so one lookup of its time answers, rather than a comparison of each day with each date.
 */
function oneOf(days: Date[]) {
  const times = new Set(days.map((day) => day.getTime()));
  return (day: Date) => times.has(day.getTime());
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A day as its cell's `data-day` ('2026-11-10'), in Latin digits whatever the language. */
const isoDay = (day: Date) =>
  `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;

const sameMonth = (day: Date, month: Date) =>
  day.getMonth() === month.getMonth() && day.getFullYear() === month.getFullYear();

/** The weeks of `month`, Sunday first, with the days of the months either side that fill them. */
function weeksOf(month: Date): Date[][] {
  const weeks: Date[][] = [];
  const last = lastDayOfWeek(lastDayOfMonth(month));
  for (let day = startOfWeek(month); day <= last; day = addDays(day, 7))
    weeks.push(Array.from({ length: 7 }, (_, weekday) => addDays(day, weekday)));
  return weeks;
}

/** How far a key moves the focus: by a day, a week, a month or a year, or to its week's ends. */
type Step = 'day' | 'week' | 'month' | 'year' | 'weekStart' | 'weekEnd';

const STEPS: Record<Step, (day: Date, by: number) => Date> = {
  day: addDays,
  week: (day, by) => addDays(day, 7 * by),
  month: addMonths,
  year: addYears,
  weekStart: (day) => startOfWeek(day),
  weekEnd: (day) => lastDayOfWeek(day),
};

/**
 * The keys of the WAI-ARIA date grid: each one's step, its step with Shift, and its direction.
 * Arrows move by a day or a week, Page Up and Page Down by a month, Home and End to the week's
 * ends; with Shift, left and right move by a month, the others by a year.
 */
const KEYS: Record<string, [Step, Step, -1 | 1]> = {
  ArrowLeft: ['day', 'month', -1],
  ArrowRight: ['day', 'month', 1],
  ArrowUp: ['week', 'year', -1],
  ArrowDown: ['week', 'year', 1],
  PageUp: ['month', 'year', -1],
  PageDown: ['month', 'year', 1],
  Home: ['weekStart', 'weekStart', -1],
  End: ['weekEnd', 'weekEnd', 1],
};

/**
 * A month arrow. At the calendar's first or last month (`to` is null) it is marked disabled rather
 * than made so: the focus stays on the arrow just pressed to reach it.
 */
function MonthArrow({
  direction,
  label,
  to,
  onTurn,
}: {
  direction: 'left' | 'right';
  label: string;
  to: Date | null;
  onTurn: (month: Date) => void;
}) {
  return (
    <button
      type="button"
      tabIndex={to ? undefined : -1}
      aria-disabled={to ? undefined : true}
      aria-label={label}
      className="rounded-field hover:bg-base-200 flex size-11 items-center justify-center aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent"
      onClick={() => {
        if (to) onTurn(to);
      }}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4 fill-none stroke-current stroke-2"
      >
        <path d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
      </svg>
    </button>
  );
}

/**
 * A single-day calendar of the clinic's days (clinic-calendar.ts): days before today and beyond
 * the horizon cannot be picked, nor the `unavailable` ones; each disabled day's name says why
 * (decision 040). One month at a time, from today's to the last day's, opening on the chosen
 * day's (a booking being moved may be months ahead).
 *
 * Drawn here rather than by a date-picker library: the library's first render of a month, which
 * worked out every day's state through its date library and locale, was the largest part of the
 * booking pages' start-up on a phone. It keeps the library's markup (a `grid` table of buttons,
 * `data-day`, `data-today`, `data-outside`), its month arrows' names and its keys.
 *
 * Memoized: it is its pages' costliest render still, and those pages render again as the session,
 * the reader's role and the days off arrive; its props stay the same then.
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
  const words: CalendarWords = {
    weekdays: copy.layout.weekdays,
    months: text.calendar.months,
    digits: language === 'bn' ? banglaDigits : String,
    dayButton: text.dayButton,
  };
  const past = (day: Date) => day.getTime() < today.getTime();
  const beyond = (day: Date) => day.getTime() > lastDay.getTime();
  const off = oneOf(unavailable.off);
  const full = oneOf(unavailable.full);
  // The server's calendar is drawn before the app runs it: its days and month arrows stay disabled
  // until then, so a press is not lost.
  const hydrated = useHydrated();
  const disabled = (day: Date) => !hydrated || past(day) || beyond(day) || off(day) || full(day);

  // The calendar moves between today's month and the last day's, and opens on the chosen day's.
  const firstMonth = startOfMonth(today);
  const lastMonth = startOfMonth(lastDay);
  const [month, setMonth] = useState(() => {
    const opening = startOfMonth(selected);
    return opening < firstMonth ? firstMonth : opening > lastMonth ? lastMonth : opening;
  });
  const previousMonth = hydrated && month > firstMonth ? addMonths(month, -1) : null;
  const nextMonth = hydrated && month < lastMonth ? addMonths(month, 1) : null;

  // The day whose button has the focus, and the one that had it last (as times: a day focused
  // again renders nothing anew). The grid is one tab stop: the focused or last focused day, else
  // the chosen day, else today, else the month's first day that can be picked.
  const [focused, setFocused] = useState<number>();
  const [lastFocused, setLastFocused] = useState<number>();
  const weeks = weeksOf(month);
  const focusable = (day: Date) => sameMonth(day, month) && !disabled(day);
  const tabStop =
    [focused, lastFocused, selected.getTime(), today.getTime()].find(
      (time) => time !== undefined && focusable(new Date(time)),
    ) ?? weeks.flat().find(focusable)?.getTime();

  // A key that moves the focus moves it here, to the new day's button once it is drawn.
  const grid = useRef<HTMLTableElement>(null);
  useEffect(() => {
    if (focused === undefined) return;
    grid.current
      ?.querySelector<HTMLButtonElement>(`td[data-day="${isoDay(new Date(focused))}"] button`)
      ?.focus();
  }, [focused]);

  /**
   * Moves the focus from the day `from` as the key says, past the days that cannot be picked and
   * no further than the calendar's first and last months; a move that finds no such day stays.
   * Moving onto another month's day shows that month.
   */
  function move(event: KeyboardEvent, from: Date) {
    const key = KEYS[event.key];
    if (!key) return;
    event.preventDefault();
    event.stopPropagation();
    const [step, shiftStep, by] = key;
    const next = STEPS[event.shiftKey ? shiftStep : step];
    const end = by > 0 ? lastDayOfMonth(lastMonth) : firstMonth;
    let day = from;
    do {
      const moved = next(day, by);
      const kept = by > 0 ? (moved > end ? end : moved) : moved < end ? end : moved;
      if (kept.getTime() === day.getTime()) return;
      day = kept;
    } while (disabled(day));
    if (!sameMonth(day, month)) setMonth(startOfMonth(day));
    setFocused(day.getTime());
  }

  const caption = `${words.months[month.getMonth()]} ${words.digits(month.getFullYear())}`;
  return (
    <div className="flex flex-col items-center gap-3">
      <div
        role="group"
        aria-label={text.calendarLabel}
        className="rounded-box border-base-200 bg-base-100 w-full max-w-82 border p-2 text-sm shadow select-none"
      >
        <div className="flex items-center justify-between">
          <MonthArrow
            direction="left"
            label={text.calendar.previousMonth}
            to={previousMonth}
            onTurn={setMonth}
          />
          {/* Says the month a press of an arrow or a key has turned to. */}
          <span role="status" aria-live="polite" className="font-semibold">
            {caption}
          </span>
          <MonthArrow
            direction="right"
            label={text.calendar.nextMonth}
            to={nextMonth}
            onTurn={setMonth}
          />
        </div>
        <table ref={grid} role="grid" aria-label={caption} className="w-full table-fixed">
          {/* The day names already say the weekday: its heads would only repeat it. */}
          <thead aria-hidden="true">
            <tr>
              {text.calendar.weekdaysShort.map((weekday) => (
                <th key={weekday} scope="col" className="py-2 text-xs font-medium opacity-60">
                  {weekday}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]!.getTime()}>
                {week.map((day) => {
                  const iso = isoDay(day);
                  // The days of the months either side keep their cells, empty, so the weeks line up.
                  if (!sameMonth(day, month))
                    return <td key={iso} role="gridcell" data-day={iso} data-outside="true" />;
                  const time = day.getTime();
                  const isToday = time === today.getTime();
                  const isSelected = time === selected.getTime();
                  const isDisabled = disabled(day);
                  // A focused day that has just become unavailable keeps its focus: it is marked
                  // disabled rather than made so, which would drop the focus to the page.
                  const isFocused = time === focused;
                  const name = dayButtonName(words, day, {
                    today: isToday,
                    selected: isSelected,
                    unavailable: past(day) ? 'past' : off(day) ? 'off' : full(day) ? 'full' : null,
                  });
                  return (
                    <td
                      key={iso}
                      role="gridcell"
                      aria-selected={isSelected || undefined}
                      data-day={iso}
                      data-today={isToday || undefined}
                      className="p-0"
                    >
                      <button
                        type="button"
                        disabled={isDisabled && !isFocused}
                        aria-disabled={(isDisabled && isFocused) || undefined}
                        tabIndex={time === tabStop ? 0 : -1}
                        aria-label={name}
                        className={[
                          'rounded-field mx-auto flex aspect-square w-full max-w-11 items-center justify-center',
                          'focus-visible:outline-primary focus-visible:outline-2 focus-visible:outline-offset-2',
                          isToday
                            ? 'bg-primary text-primary-content'
                            : isSelected
                              ? 'bg-base-content text-base-100'
                              : isDisabled
                                ? ''
                                : 'hover:bg-base-200',
                          // Today's colour stays when it is chosen; a ring then says it is.
                          isToday && isSelected
                            ? 'ring-base-content ring-offset-base-100 ring-2 ring-offset-1'
                            : '',
                          isDisabled ? 'cursor-not-allowed opacity-50' : 'cursor-pointer',
                        ].join(' ')}
                        onClick={() => {
                          setFocused(time);
                          if (!isDisabled) onSelect(day);
                        }}
                        onFocus={() => setFocused(time)}
                        onBlur={() => {
                          setLastFocused(time);
                          setFocused(undefined);
                        }}
                        onKeyDown={(event) => move(event, day)}
                      >
                        {words.digits(day.getDate())}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p aria-live="polite" className="font-medium">
        {text.selected(show.date(wireDate(selected)))}
      </p>
    </div>
  );
});
