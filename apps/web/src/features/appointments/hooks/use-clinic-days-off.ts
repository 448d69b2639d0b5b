import { useMemo } from 'react';
import { useClinicDays } from '../api/get-clinic-days';
import { daysIn } from '../unavailable-days';

/**
 * The days nobody works (the clinic's closed weekdays, everyone's time off), as the calendar's
 * unavailable days: the appointment page and 'Reschedule' disable them and say why. Full days stay
 * pickable there, for the waitlist (decision 036).
 */
export function useClinicDaysOff() {
  const days = useClinicDays();
  return useMemo(() => ({ off: daysIn(days.data, 'off'), full: [] }), [days.data]);
}
