import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * How the patient pays (online, or in cash at the door): one radio button per way, each at least
 * 44 px tall, under a legend, with the form's error said once below them.
 */
export function PaymentChoice({
  legend,
  options,
  field,
  error,
}: {
  legend: string;
  options: { value: string; label: string }[];
  field: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-2 text-xl font-semibold">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-3">
          <input type="radio" className="radio" value={option.value} {...field} />
          <span>{option.label}</span>
        </label>
      ))}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
