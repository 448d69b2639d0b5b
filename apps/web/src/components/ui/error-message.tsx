import { useCopy } from '../../copy/language';
import { useHydrated } from '../../hooks/use-hydrated';

/** A failure shown where the content would be, with a way to try again. */
export function ErrorMessage({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const copy = useCopy();
  const hydrated = useHydrated();
  return (
    <div role="alert" className="alert alert-error mx-auto my-6 max-w-xl">
      <span>{message}</span>
      {onRetry && (
        <button type="button" className="btn btn-sm" disabled={!hydrated} onClick={onRetry}>
          {copy.errors.retry}
        </button>
      )}
    </div>
  );
}
