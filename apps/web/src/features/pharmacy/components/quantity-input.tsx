import { useState } from 'react';

/**
 * A number of units, 1 to `max`. What is typed is kept as typed (an empty box while the patient
 * retypes), and handed on only when it is a whole number in range; leaving the box shows the
 * quantity in force again.
 */
export function QuantityInput({
  value,
  max,
  label,
  onChange,
}: {
  value: number;
  max: number;
  label: string;
  onChange: (quantity: number) => void;
}) {
  const [draft, setDraft] = useState(String(value));
  // A quantity changed from outside (another tab's cart) replaces what is shown, during render.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(String(value));
  }
  return (
    <input
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      step={1}
      value={draft}
      aria-label={label}
      className="input input-bordered min-h-11 w-20"
      onChange={(event) => {
        setDraft(event.target.value);
        const quantity = Number(event.target.value);
        if (Number.isInteger(quantity) && quantity >= 1 && quantity <= max) onChange(quantity);
      }}
      onBlur={() => setDraft(String(value))}
    />
  );
}
