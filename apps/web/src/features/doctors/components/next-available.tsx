import type { PublicDoctor } from '@sustho/contracts';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';

/** 'Next available: {date}, {slot}', or that none is free within the booking horizon. */
export function NextAvailable({
  doctor,
  horizonDays,
}: {
  doctor: PublicDoctor;
  horizonDays: number;
}) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.doctors;
  const next = doctor.nextAvailable;
  return (
    <p className="font-medium text-primary">
      {next
        ? text.nextAvailable(show.date(next.date), show.slot(next.slot))
        : text.noFreeSlots(horizonDays)}
    </p>
  );
}
