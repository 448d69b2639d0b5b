import type { Booking } from '@sustho/contracts';
import { useCallback } from 'react';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';

/**
 * A booking's day and time for reading. An on-demand booking no doctor has accepted yet has
 * neither (services.md §3): it reads 'Consult now' where they would be.
 */
export function useBookingWhen(): (booking: Pick<Booking, 'appointmentDate' | 'slot'>) => {
  date: string;
  time: string;
} {
  const show = useFormat();
  const now = useCopy().consultNow.booking.when;
  return useCallback(
    ({ appointmentDate, slot }) => ({
      date: appointmentDate ? show.date(appointmentDate) : now,
      time: slot ? show.slot(slot) : now,
    }),
    [show, now],
  );
}
