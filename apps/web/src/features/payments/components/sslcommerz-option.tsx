import { useCopy } from '../../../copy/language';
import { useSslcommerzPayment } from '../api/open-sslcommerz-session';
import type { Payable } from '../payable';

/**
 * SSLCommerz's way to pay: the patient leaves for the gateway's page (bKash, Nagad, Rocket, cards,
 * bank) and comes back through its return URLs; the server records the payment only after the
 * gateway's validation API confirms it.
 */
export function SslcommerzOption({ payable }: { payable: Payable }) {
  const text = useCopy().sslcommerz;
  const session = useSslcommerzPayment(payable);
  // After success the page is being left: keep the button busy until the gateway's page loads.
  const leaving = session.isPending || session.isSuccess;
  return (
    <div className="card bg-base-200 p-6">
      <h2 className="text-lg font-semibold">{text.heading}</h2>
      <p className="mt-2 text-sm">{text.explanation}</p>
      <button
        type="button"
        className="btn btn-primary btn-sm mt-4 self-start"
        onClick={() => session.mutate()}
        disabled={leaving}
        aria-busy={leaving}
      >
        {leaving && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {leaving ? text.redirecting : text.pay}
      </button>
      {session.isError && (
        <p role="alert" className="mt-3 text-error">
          {session.error.message}
        </p>
      )}
    </div>
  );
}
