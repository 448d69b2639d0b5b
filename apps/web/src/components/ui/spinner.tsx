import { useCopy } from '../../copy/language';

/** A loading indicator that screen readers announce. */
export function Spinner({ label }: { label?: string }) {
  const copy = useCopy();
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{label ?? copy.layout.loading}</span>
    </div>
  );
}
