import type { PublicDoctor } from '@sustho/contracts';
import { SlotButtons } from '../../../components/ui/slot-buttons';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';

/** Books one of a doctor's next free slots: the day ('Jan 5, 2023') and the slot pressed. */
export type BookNextSlot = (date: string, slot: string) => void;

/**
 * 'Next available: {date}, {slot}', or that none is free within the booking horizon; then that
 * day's first free slots as buttons and 'Book', each opening the booking with its slot chosen.
 */
export function NextAvailable({
  doctor,
  horizonDays,
  onBook,
}: {
  doctor: PublicDoctor;
  horizonDays: number;
  onBook: BookNextSlot;
}) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.doctors;
  const next = doctor.nextAvailable;
  if (!next) return <p className="font-medium text-primary">{text.noFreeSlots(horizonDays)}</p>;
  const heading = text.nextAvailable(show.date(next.date), show.slot(next.slot));
  return (
    <div className="flex w-full flex-col items-center gap-3">
      <p className="font-medium text-primary">{heading}</p>
      <SlotButtons
        label={text.nextSlotsLabel(show.doctor(doctor.name), show.date(next.date))}
        slots={next.slots}
        onPick={(slot) => onBook(next.date, slot)}
      />
      <button
        type="button"
        className="btn btn-primary btn-block min-h-11"
        aria-label={text.bookLabel(show.doctor(doctor.name))}
        onClick={() => onBook(next.date, next.slot)}
      >
        {text.book}
      </button>
    </div>
  );
}
