import { parseSlotLabel } from '@sustho/contracts';
import { useId } from 'react';
import { useFormat } from '../../copy/format';
import { useCopy } from '../../copy/language';

type PartOfDay = 'morning' | 'afternoon' | 'evening';

/** Noon and five o'clock split the day, by the slot's start in the clinic's time. */
function partOfDay(slot: string): PartOfDay {
  const start = parseSlotLabel(slot) ?? '00:00';
  if (start < '12:00') return 'morning';
  return start < '17:00' ? 'afternoon' : 'evening';
}

function SlotGroup({
  part,
  slots,
  onPick,
}: {
  part: PartOfDay;
  slots: string[];
  onPick: (slot: string) => void;
}) {
  const copy = useCopy();
  const show = useFormat();
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="flex flex-col gap-1">
      <p id={id} className="text-sm font-semibold">
        {copy.appointments.partsOfDay[part]}
      </p>
      <ul className="flex flex-wrap gap-2">
        {slots.map((slot) => (
          <li key={slot}>
            <button
              type="button"
              className="btn btn-outline btn-primary min-h-11"
              onClick={() => onPick(slot)}
            >
              {show.slot(slot)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Free slots as buttons, under Morning / Afternoon / Evening: one press on a time opens the
 * booking with it chosen. `label` names the whole set (the day they are on).
 */
export function SlotButtons({
  label,
  slots,
  onPick,
}: {
  label: string;
  /** Slot labels as the API writes them ('09:00 AM - 09:30 AM'), in time order. */
  slots: string[];
  onPick: (slot: string) => void;
}) {
  const parts: PartOfDay[] = ['morning', 'afternoon', 'evening'];
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-3">
      {parts.map((part) => {
        const inPart = slots.filter((slot) => partOfDay(slot) === part);
        return (
          inPart.length > 0 && <SlotGroup key={part} part={part} slots={inPart} onPick={onPick} />
        );
      })}
    </div>
  );
}
