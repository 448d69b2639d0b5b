import type { Booking } from '@sustho/contracts';
import { useCallback } from 'react';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';

/**
 * A booking's day, time and doctor for reading. An on-demand booking no doctor has accepted yet
 * has none of them (services.md §3): it reads 'Consult now' where the day and time would be, and
 * that the first free doctor takes it.
 */
export function useBookingFacts(): (
  booking: Pick<Booking, 'appointmentDate' | 'slot' | 'doctorName'>,
) => { date: string; time: string; doctor: string } {
  const show = useFormat();
  const text = useCopy().consultNow.booking;
  return useCallback(
    ({ appointmentDate, slot, doctorName }) => ({
      date: appointmentDate ? show.date(appointmentDate) : text.when,
      time: slot ? show.slot(slot) : text.when,
      doctor: doctorName ? show.doctor(doctorName) : text.doctor,
    }),
    [show, text],
  );
}
