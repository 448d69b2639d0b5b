import type { LabOrder } from '@sustho/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { Copy } from '../../../copy/en';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { PaymentStep } from './payment-step';

/** Why a lab order has nothing to pay: refunded, paid or cancelled; null while it waits for a card. */
function labOrderNotice(order: LabOrder, text: Copy['labOrders']['payment']) {
  if (order.refunded) return text.refunded;
  if (order.paid) return text.paid;
  return order.state === 'awaiting_payment' ? null : text.cancelled;
}

/**
 * The payment page's content for a lab order paid online (services.md §6): its tests and total,
 * paid the way a booking is; the slot is held until `holdUntil`. Once paid, My Tests shows it.
 */
export function LabOrderPaymentPanel({
  order,
  billing,
}: {
  order: LabOrder;
  /** The account's name and e-mail, for the card provider's form. */
  billing: { name: string; email: string };
}) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.labOrders.payment;
  const price = show.price(order.total, order.currency, 'prefix');
  return (
    <section className="max-w-xl space-y-4">
      <h1 className="text-2xl font-bold">
        {text.heading(order.tests.map((test) => test.title).join(', '))}
      </h1>
      <p>{text.instruction(price)}</p>
      <PaymentStep
        notice={labOrderNotice(order, text)}
        paid={order.paid && !order.refunded}
        order={{ payable: { labOrderId: order._id }, billing, paidPath: paths.myLabOrders }}
      />
      <Link to={paths.myLabOrders} className="btn btn-block min-h-11">
        {text.back}
      </Link>
    </section>
  );
}
