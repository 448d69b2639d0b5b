import { z } from 'zod';

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/**
 * When something is open: every week from `firstDay` to `lastDay` (0 Sunday … 6 Saturday; a range
 * may wrap past Saturday, as Saturday to Thursday does), from `opens` to `closes` on the clinic's
 * clock ('HH:MM', 24 h). Null: around the clock, every day.
 */
export const hoursSpan = z
  .object({
    firstDay: z.number().int().min(0).max(6),
    lastDay: z.number().int().min(0).max(6),
    opens: clock,
    closes: clock,
  })
  .nullable();
export type HoursSpan = z.infer<typeof hoursSpan>;

/** CLINIC_HOURS: the one setting every page's hours come from (decision 041). */
export const clinicHours = z.object({
  /** When the clinic and its doctors see patients. */
  opening: hoursSpan,
  /** When the phone line answers. */
  contact: hoursSpan,
  /** When the platform takes bookings and payments. */
  platform: hoursSpan,
});
export type ClinicHours = z.infer<typeof clinicHours>;
