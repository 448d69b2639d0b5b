import type { Order } from '@sustho/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { Copy } from '../../../copy/en';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { PaymentStep } from './payment-step';

/** Why an order has nothing to pay: paid, refunded or cancelled; null while it waits for a card. */
function orderNotice(order: Order, text: Copy['orders']['payment']) {
  if (order.refunded) return text.refunded;
  if (order.paid) return text.paid;
  return order.state === 'awaiting_payment' ? null : text.cancelled;
}

/**
 * The payment page's content for a medicine order paid online (services.md §5): its total, paid
 * the way a booking is; once paid, My Orders shows it placed.
 */
export function OrderPaymentPanel({
  order,
  billing,
}: {
  order: Order;
  /** The account's name and e-mail, for the card provider's form. */
  billing: { name: string; email: string };
}) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.orders.payment;
  return (
    <section className="max-w-xl space-y-4">
      <h1 className="text-2xl font-bold">{text.heading}</h1>
      <p>{text.instruction(show.price(order.total, order.currency, 'prefix'))}</p>
      <PaymentStep
        notice={orderNotice(order, text)}
        paid={order.paid && !order.refunded}
        order={{ payable: { orderId: order._id }, billing, paidPath: paths.myOrders }}
      />
      <Link to={paths.myOrders} className="btn btn-block min-h-11">
        {text.backToOrders}
      </Link>
    </section>
  );
}
