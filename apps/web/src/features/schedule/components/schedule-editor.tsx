import { zodResolver } from '@hookform/resolvers/zod';
import {
  minutesOf,
  scheduleInput,
  timeOf,
  type Schedule,
  type ScheduleInput,
} from '@sustho/contracts';
import { format } from 'date-fns';
import { useState } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import toast from 'react-hot-toast';
import { QueryState } from '../../../components/ui/query-state';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useCopy } from '../../../copy/language';
import { useFieldError } from '../../../lib/field-error';
import { ApiError } from '../../../lib/api-client';
import { useSchedule } from '../api/get-schedule';
import { useSaveSchedule } from '../api/save-schedule';
import { OutsideHoursList } from './outside-hours-list';

/** The last minute a new interval may end at: intervals stay within one day. */
const LAST_END = timeOf(23 * 60 + 55);

/** A new interval: the usual morning, or the hour after the day's last interval. */
function nextInterval(weekday: number, last: { end: string } | undefined) {
  if (!last) return { weekday, start: '09:00', end: '13:00' };
  const start = last.end < LAST_END ? last.end : LAST_END;
  return { weekday, start, end: timeOf(Math.min(minutesOf(start) + 60, minutesOf(LAST_END))) };
}

/** The server names the field it refuses ('body.hours.2.end: must be after 09:00'). */
const FIELD_ERROR = /^body\.((?:hours|timeOff)\.\d+\.\w+): (.+)$/;

const toFormValues = (schedule: Schedule): ScheduleInput => ({
  hours: schedule.hours,
  timeOff: schedule.timeOff,
});

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-error">
      {message}
    </p>
  );
}

function ScheduleForm({ schedule, doctorId }: { schedule: Schedule; doctorId?: string }) {
  const copy = useCopy();
  const fieldError = useFieldError();
  const text = copy.schedule;
  const save = useSaveSchedule(doctorId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ScheduleInput>({
    resolver: zodResolver(scheduleInput),
    defaultValues: toFormValues(schedule),
  });
  const hours = useFieldArray({ control: form.control, name: 'hours' });
  const timeOff = useFieldArray({ control: form.control, name: 'timeOff' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(values);
      form.reset(toFormValues(saved));
      toast.success(doctorId ? text.adminSaved(saved.doctorName) : text.saved);
    } catch (error) {
      const field =
        error instanceof ApiError && error.status === 400 && FIELD_ERROR.exec(error.message);
      if (field) {
        form.setError(field[1] as FieldPath<ScheduleInput>, { type: 'server', message: field[2] });
      } else {
        setFailure(error instanceof Error ? error.message : copy.errors.generic);
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      {failure && (
        <p role="alert" className="alert alert-error">
          {failure}
        </p>
      )}
      <section aria-labelledby="hours-heading" className="flex flex-col gap-3">
        <h2 id="hours-heading" className="text-xl font-semibold">
          {text.hoursHeading}
        </h2>
        <p className="text-sm text-base-content/80">{text.hoursHint}</p>
        {copy.layout.weekdays.map((weekday, day) => {
          const intervals = hours.fields
            .map((field, index) => ({ field, index }))
            .filter(({ field }) => field.weekday === day);
          return (
            <fieldset key={weekday} className="rounded-box border border-base-300 p-3">
              <legend className="px-1 font-semibold">{weekday}</legend>
              {intervals.length === 0 && (
                <p className="text-sm text-base-content/80">{text.noHours}</p>
              )}
              <ul className="flex flex-col gap-2">
                {intervals.map(({ field, index }, position) => {
                  const label = text.intervalLabel(weekday, position + 1);
                  const fieldErrors = errors.hours?.[index];
                  return (
                    <li
                      key={field.id}
                      className="flex flex-wrap items-end gap-2"
                      aria-label={label}
                    >
                      {(['start', 'end'] as const).map((edge) => {
                        const id = `hours-${index}-${edge}`;
                        const message = fieldError(undefined, fieldErrors?.[edge]);
                        return (
                          <label key={edge} className="flex flex-col gap-1" htmlFor={id}>
                            <span className="text-sm">
                              {edge === 'start' ? text.start : text.end}
                            </span>
                            <input
                              id={id}
                              type="time"
                              step={300}
                              className={`input input-bordered input-sm w-32 ${message ? 'input-error' : ''}`}
                              aria-label={`${label}: ${edge === 'start' ? text.start : text.end}`}
                              aria-invalid={message ? true : undefined}
                              aria-describedby={message ? `${id}-error` : undefined}
                              {...form.register(`hours.${index}.${edge}`)}
                            />
                            <FieldError id={`${id}-error`} message={message} />
                          </label>
                        );
                      })}
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm"
                        aria-label={text.removeInterval(weekday, position + 1)}
                        onClick={() => hours.remove(index)}
                      >
                        ✕
                      </button>
                    </li>
                  );
                })}
              </ul>
              <button
                type="button"
                className="btn btn-outline btn-sm mt-2"
                aria-label={text.addIntervalFor(weekday)}
                onClick={() =>
                  hours.append(
                    nextInterval(
                      day,
                      form
                        .getValues('hours')
                        .filter((h) => h.weekday === day)
                        .at(-1),
                    ),
                  )
                }
              >
                {text.addInterval}
              </button>
            </fieldset>
          );
        })}
      </section>

      <section aria-labelledby="time-off-heading" className="flex flex-col gap-3">
        <h2 id="time-off-heading" className="text-xl font-semibold">
          {text.timeOffHeading}
        </h2>
        {timeOff.fields.length === 0 && <p className="text-sm">{text.noTimeOff}</p>}
        <ul className="flex flex-col gap-2">
          {timeOff.fields.map((field, index) => {
            const fieldErrors = errors.timeOff?.[index];
            return (
              <li
                key={field.id}
                aria-label={text.timeOffLabel(index + 1)}
                className="flex flex-wrap items-end gap-2 rounded-box border border-base-300 p-3"
              >
                {(
                  [
                    ['from', text.from, 'date'],
                    ['to', text.to, 'date'],
                    ['reason', text.reason, 'text'],
                  ] as const
                ).map(([name, label, type]) => {
                  const id = `time-off-${index}-${name}`;
                  const message = fieldError(undefined, fieldErrors?.[name]);
                  return (
                    <label key={name} className="flex flex-col gap-1" htmlFor={id}>
                      <span className="text-sm">{label}</span>
                      <input
                        id={id}
                        type={type}
                        maxLength={type === 'text' ? 200 : undefined}
                        className={`input input-bordered input-sm ${message ? 'input-error' : ''}`}
                        aria-invalid={message ? true : undefined}
                        aria-describedby={message ? `${id}-error` : undefined}
                        {...form.register(`timeOff.${index}.${name}`)}
                      />
                      <FieldError id={`${id}-error`} message={message} />
                    </label>
                  );
                })}
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={text.removeTimeOff(index + 1)}
                  onClick={() => timeOff.remove(index)}
                >
                  ✕
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className="btn btn-outline btn-sm self-start"
          onClick={() => {
            const today = format(new Date(), 'yyyy-MM-dd');
            timeOff.append({ from: today, to: today, reason: '' });
          }}
        >
          {text.addTimeOff}
        </button>
      </section>

      <SubmitButton busy={isSubmitting} className="self-start">
        {text.save}
      </SubmitButton>
    </form>
  );
}

/**
 * The weekly hours and time off of the signed-in doctor (My Schedule), or of the doctor `doctorId`
 * (an admin from Manage Doctors). Saving replaces both; the bookings the new schedule leaves out
 * are listed below, since saving never cancels them.
 */
export function ScheduleEditor({ doctorId }: { doctorId?: string }) {
  const copy = useCopy();
  const text = copy.schedule;
  const schedule = useSchedule(doctorId);
  return (
    <section aria-labelledby="schedule-heading" className="flex max-w-3xl flex-col gap-6">
      <h1 id="schedule-heading" className="text-2xl font-bold">
        {doctorId ? text.adminHeading(schedule.data?.doctorName ?? '') : text.heading}
      </h1>
      <QueryState query={schedule}>
        {schedule.data && (
          <>
            <ScheduleForm schedule={schedule.data} doctorId={doctorId} />
            <OutsideHoursList
              bookings={schedule.data.outsideHours}
              heading={doctorId ? text.adminOutsideHeading : text.outsideHeading}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
