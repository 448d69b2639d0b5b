import type { ReactNode } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';

/**
 * A submit button that shows a spinner and cannot be pressed again while its form is busy, nor
 * before the page has started (a form submitted natively would put its fields in the URL).
 */
export function SubmitButton({
  busy,
  children,
  className,
}: {
  busy: boolean;
  children: ReactNode;
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className={`btn btn-primary ${className ?? ''}`}
      disabled={busy || !hydrated}
      aria-busy={busy}
    >
      {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {children}
    </button>
  );
}
