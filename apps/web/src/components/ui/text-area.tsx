import { useId, type TextareaHTMLAttributes } from 'react';
import { describedBy, FormField } from './form-field';

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** The field's problem, shown under it and announced to screen readers. */
  error?: string;
}

/** A labelled multi-line input with its error wired for assistive technology, like TextField. */
export function TextArea({ label, error, className, ...textarea }: TextAreaProps) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={error}>
      <textarea
        id={id}
        className={`textarea textarea-bordered w-full ${error ? 'textarea-error' : ''} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        {...textarea}
      />
    </FormField>
  );
}
