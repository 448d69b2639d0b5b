import { useSearchParams } from 'react-router';
import { useCopy } from '../../../copy/language';
import { PaymentChoice, type PaymentOrder } from './payment-choice';

/**
 * Where a payable stands: a notice when there is nothing to pay (paid, refunded, cancelled, free),
 * else the ways to pay it; above them, what SSLCommerz's fail and cancel URLs came back with.
 */
export function PaymentStep({
  notice,
  paid,
  order,
}: {
  notice: string | null;
  paid: boolean;
  order: PaymentOrder;
}) {
  const copy = useCopy();
  const [search] = useSearchParams();
  const returned = paid ? null : search.get('sslcommerz');
  return (
    <>
      {(returned === 'failed' || returned === 'cancelled') && (
        <p role="alert" className="alert alert-warning">
          {copy.sslcommerz[returned]}
        </p>
      )}
      {notice ? (
        <p role="status" className={`alert ${paid ? 'alert-success' : 'alert-info'}`}>
          {notice}
        </p>
      ) : (
        <PaymentChoice order={order} />
      )}
    </>
  );
}
