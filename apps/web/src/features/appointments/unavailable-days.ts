import type { DoctorDay } from '@sustho/contracts';
import { clinicDay } from './clinic-calendar';

/** The days of a days answer (a doctor's or the clinic's) in `state`, as the calendar's Dates. */
export const daysIn = (days: DoctorDay[] | undefined, state: DoctorDay['state']): Date[] =>
  (days ?? []).filter((day) => day.state === state).flatMap((day) => clinicDay(day.date) ?? []);
