import { useCopy } from '../../../copy/language';

/** 'Pay', the whole width of the form (a phone's thumb reaches it), pressable only once the card provider and the client secret are ready, and not while paying. */
export function PayButton({ ready, paying }: { ready: boolean; paying: boolean }) {
  const copy = useCopy();
  return (
    <button
      type="submit"
      className="btn btn-primary btn-block mt-4 min-h-11"
      disabled={!ready || paying}
      aria-busy={paying}
    >
      {paying && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {copy.payments.pay}
    </button>
  );
}
