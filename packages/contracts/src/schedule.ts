import { z } from 'zod';
import { minutesOf, parseWireDate } from './clinic-date.js';
import { BOOKING_KINDS, BOOKING_STATUSES } from './bookings.js';

/** Working hours start and end on this grid, so every slot length the clinic uses fits them. */
export const SCHEDULE_GRID_MINUTES = 5;

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "must be a time such as '09:00'" })
  .refine((time) => minutesOf(time) % SCHEDULE_GRID_MINUTES === 0, {
    message: `must be on a ${SCHEDULE_GRID_MINUTES}-minute step, such as 09:05`,
  });

/** A calendar day 'YYYY-MM-DD'. */
export const isoDay = z
  .string()
  .max(10)
  .refine((text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && parseWireDate(text) === text, {
    message: "must be a day such as '2026-03-15'",
  });

export const hoursInterval = z.object({
  /** 0 = Sunday … 6 = Saturday, on the clinic's clock. */
  weekday: z
    .number()
    .int({ message: 'must be a weekday from 0 (Sunday) to 6 (Saturday)' })
    .min(0, { message: 'must be a weekday from 0 (Sunday) to 6 (Saturday)' })
    .max(6, { message: 'must be a weekday from 0 (Sunday) to 6 (Saturday)' }),
  start: clockTime,
  end: clockTime,
});
export type HoursInterval = z.infer<typeof hoursInterval>;

/**
 * A doctor's weekly hours. Each interval ends after it starts, and intervals of one weekday do not
 * overlap (touching is fine: 09:00–13:00 and 13:00–17:00); each problem is reported on the field
 * that causes it, so the form can show it there.
 */
export const weeklyHours = z
  .array(hoursInterval)
  .max(7 * 24, { message: 'must have at most 168 intervals' })
  .superRefine((intervals, ctx) => {
    intervals.forEach((interval, index) => {
      if (minutesOf(interval.end) <= minutesOf(interval.start)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'end'],
          message: `must be after ${interval.start}`,
        });
      }
    });
    intervals.forEach((interval, index) => {
      const earlier = intervals.findIndex(
        (other, otherIndex) =>
          otherIndex < index &&
          other.weekday === interval.weekday &&
          minutesOf(other.start) < minutesOf(interval.end) &&
          minutesOf(interval.start) < minutesOf(other.end),
      );
      if (earlier === -1) return;
      const other = intervals[earlier]!;
      ctx.addIssue({
        code: 'custom',
        path: [index, 'start'],
        message: `overlaps ${other.start}–${other.end} on ${WEEKDAY_NAMES[interval.weekday]}`,
      });
    });
  });

export const timeOffRange = z.object({
  from: isoDay,
  /** The last day off, included. */
  to: isoDay,
  reason: z
    .string()
    .trim()
    .max(200, { message: 'must be at most 200 characters' })
    .regex(/^[^\p{Cc}]*$/u, { message: 'must be on one line, without control characters' })
    .optional(),
});
export type TimeOffRange = z.infer<typeof timeOffRange>;

export const timeOffList = z
  .array(timeOffRange)
  .max(200, { message: 'must have at most 200 ranges' })
  .superRefine((ranges, ctx) => {
    ranges.forEach((range, index) => {
      // ISO days compare in calendar order as text.
      if (range.to < range.from) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'to'],
          message: `must be on or after ${range.from}`,
        });
      }
    });
  });

/** PUT /me/schedule and PUT /doctors/{id}/schedule: the whole schedule, replacing the stored one. */
export const scheduleInput = z.object({ hours: weeklyHours, timeOff: timeOffList });
export type ScheduleInput = z.infer<typeof scheduleInput>;

/** An upcoming active booking that the doctor's hours no longer cover, or that falls on a day off. */
export const outsideHoursBooking = z.object({
  bookingId: z.string(),
  /** 'YYYY-MM-DD'. */
  date: z.string(),
  slot: z.string(),
  patientName: z.string(),
  treatmentName: z.string(),
});
export type OutsideHoursBooking = z.infer<typeof outsideHoursBooking>;

export const schedule = z.object({
  doctorId: z.string(),
  doctorName: z.string(),
  hours: z.array(hoursInterval),
  timeOff: z.array(timeOffRange.extend({ reason: z.string() })),
  /** Soonest first; the doctor reschedules or cancels these (changing hours never deletes a booking). */
  outsideHours: z.array(outsideHoursBooking),
});
export type Schedule = z.infer<typeof schedule>;

/** GET /me/agenda: the clinic's today unless a day is given. */
export const agendaQuery = z.object({ date: isoDay.optional() });

export const agendaEntry = z.object({
  bookingId: z.string(),
  /** 'YYYY-MM-DD'. */
  date: z.string(),
  slot: z.string(),
  patientName: z.string(),
  treatmentName: z.string(),
  /** 'on_demand' for a Consult now consultation a doctor accepted: My Agenda marks it 'Consult now'. */
  kind: z.enum(BOOKING_KINDS),
  paid: z.boolean(),
  status: z.enum(BOOKING_STATUSES),
  /** Whether the slot has started on the clinic's clock: only then can it be marked missed. */
  started: z.boolean(),
  /** Whether its consultation room is open now (docs/product/consultation.md §2): My Agenda offers 'Start consultation'. */
  roomOpen: z.boolean(),
});
export type AgendaEntry = z.infer<typeof agendaEntry>;

/** How many upcoming bookings after the chosen day the agenda lists. */
export const AGENDA_UPCOMING_LIMIT = 10;

export const agenda = z.object({
  date: z.string(),
  /** The day's bookings that were not cancelled, in time order. */
  bookings: z.array(agendaEntry),
  /** The next active bookings after the day, soonest first. */
  upcoming: z.array(agendaEntry),
});
export type Agenda = z.infer<typeof agenda>;

/** POST /bookings/{id}/no-show answers the booking's new status. */
export const noShowResult = z.object({ bookingId: z.string(), status: z.enum(BOOKING_STATUSES) });
