import type { Order } from '@sustho/contracts';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';

/** An order's medicines, each with its units and price, then the delivery fee and the total. */
export function OrderLines({ order }: { order: Order }) {
  const copy = useCopy();
  const text = copy.orders;
  const show = useFormat();
  const price = (amount: number) => show.price(amount, order.currency, 'prefix');
  return (
    <div className="flex flex-col gap-1">
      <ul className="flex flex-col gap-1">
        {order.items.map((line) => (
          <li key={line.medicineId} className="flex justify-between gap-2">
            <span>
              {text.myOrders.line(
                show.number(line.quantity),
                `${line.brandName} ${line.strength} ${copy.pharmacy.forms[line.form]}`,
              )}
              {line.rx && (
                <span className="badge badge-warning badge-sm ms-2">
                  {copy.pharmacy.prescriptionNeeded}
                </span>
              )}
            </span>
            <span>{price(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between border-t border-base-300 pt-1 text-sm">
        <span>{text.checkout.deliveryFee}</span>
        <span>{order.deliveryFee === 0 ? text.checkout.free : price(order.deliveryFee)}</span>
      </p>
      <p className="flex justify-between font-semibold">
        <span>{text.checkout.total}</span>
        <span>{price(order.total)}</span>
      </p>
      {order.refunded && (
        <p className="text-sm">{text.myOrders.refunded(price(order.refundedAmount))}</p>
      )}
    </div>
  );
}
