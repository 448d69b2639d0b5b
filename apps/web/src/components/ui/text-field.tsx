import { useId, type InputHTMLAttributes } from 'react';
import { describedBy, FormField } from './form-field';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The field's problem, shown under it and announced to screen readers. */
  error?: string;
  hint?: string;
}

/** A labelled input with its error and hint wired for assistive technology. */
export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        className={`input input-bordered w-full ${error ? 'input-error' : ''} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </FormField>
  );
}
