import type { ReactNode } from 'react';

/**
 * A row's or a card's buttons, side by side on wide screens and stacked full-width, 44 px tall,
 * below 640 px (index.css, `.row-actions`), where a thumb has to find them.
 */
export function RowActions({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <div
      role={label ? 'group' : undefined}
      aria-label={label}
      className="row-actions flex flex-wrap gap-2"
    >
      {children}
    </div>
  );
}
