import type { ReactNode } from 'react';

/** A submit button that shows a spinner and cannot be pressed again while its form is busy. */
export function SubmitButton({ busy, children, className }: { busy: boolean; children: ReactNode; className?: string }) {
  return (
    <button type="submit" className={`btn btn-primary ${className ?? ''}`} disabled={busy} aria-busy={busy}>
      {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {children}
    </button>
  );
}
