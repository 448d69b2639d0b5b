import { copy } from '../../copy';

/** A loading indicator that screen readers announce. */
export function Spinner({ label = copy.layout.loading }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
