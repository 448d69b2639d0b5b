import type { PublicDoctor } from '@sustho/contracts';
import { copy } from '../../../copy';

const text = copy.doctors;

/** 'Next available: {date}, {slot}', or that none is free within the booking horizon. */
export function NextAvailable({
  doctor,
  horizonDays,
}: {
  doctor: PublicDoctor;
  horizonDays: number;
}) {
  const next = doctor.nextAvailable;
  return (
    <p className="font-medium text-primary">
      {next ? text.nextAvailable(next.date, next.slot) : text.noFreeSlots(horizonDays)}
    </p>
  );
}
