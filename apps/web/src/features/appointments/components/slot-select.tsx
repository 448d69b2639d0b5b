import { useId } from 'react';
import { useFormat } from '../../../copy/format';

interface SlotSelectProps {
  label: string;
  /** Slot labels as the API writes them ('09:00 AM - 09:30 AM'), shown in the reader's language. */
  slots: string[];
  value: string;
  onChange: (slot: string) => void;
}

/** A labelled drop-down of a day's free slots. */
export function SlotSelect({ label, slots, value, onChange }: SlotSelectProps) {
  const show = useFormat();
  const id = useId();
  return (
    <label htmlFor={id} className="flex flex-col gap-1">
      <span className="label-text">{label}</span>
      <select
        id={id}
        className="select select-bordered w-full"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {slots.map((slot) => (
          <option key={slot} value={slot}>
            {show.slot(slot)}
          </option>
        ))}
      </select>
    </label>
  );
}
