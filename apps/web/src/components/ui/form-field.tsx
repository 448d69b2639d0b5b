import type { ReactNode } from 'react';

/** The ids the control's aria-describedby should name: its error and hint, when shown. */
export function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return (
    [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null]
      .filter(Boolean)
      .join(' ') || undefined
  );
}

interface FormFieldProps {
  /** The control's id: the label points at it, and the hint and error ids derive from it. */
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}

/** A label above any control (input, select, textarea, file), with its hint or error below it. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div className="form-control w-full">
      <label htmlFor={id} className="label">
        <span className="label-text font-medium">{label}</span>
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-base-content/80">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
