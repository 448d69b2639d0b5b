import { useId, type TextareaHTMLAttributes } from 'react';

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** The field's problem, shown under it and announced to screen readers. */
  error?: string;
}

/** A labelled multi-line input with its error wired for assistive technology, like TextField. */
export function TextArea({ label, error, className, ...textarea }: TextAreaProps) {
  const id = useId();
  return (
    <div className="form-control w-full">
      <label htmlFor={id} className="label">
        <span className="label-text font-medium">{label}</span>
      </label>
      <textarea
        id={id}
        className={`textarea textarea-bordered w-full ${error ? 'textarea-error' : ''} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
