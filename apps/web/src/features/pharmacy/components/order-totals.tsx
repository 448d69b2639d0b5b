import { fromMinorUnits, toMinorUnits } from '@sustho/contracts';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useDeliveryFee } from '../api/get-delivery-fee';
import type { Cart } from '../cart';

/**
 * What the order will cost: the cart's subtotal, the delivery fee the API quotes for it (free at
 * or above the threshold, which is said), and the total.
 */
export function OrderTotals({ cart }: { cart: Cart }) {
  const copy = useCopy();
  const text = copy.orders.checkout;
  const show = useFormat();
  const quote = useDeliveryFee(cart.subtotal);
  if (quote.isError) return <p className="text-error">{text.deliveryFeeFailed}</p>;
  if (!quote.data) return <Spinner />;
  const { currency, deliveryFee, freeFrom } = quote.data;
  const price = (amount: number) => show.price(amount, currency, 'prefix');
  return (
    <div className="flex flex-col gap-1">
      <p className="flex justify-between">
        <span>{text.subtotal}</span>
        <span>{price(cart.subtotal)}</span>
      </p>
      <p className="flex justify-between">
        <span>{text.deliveryFee}</span>
        <span data-testid="delivery-fee">{deliveryFee === 0 ? text.free : price(deliveryFee)}</span>
      </p>
      <p className="flex justify-between border-t border-base-300 pt-1 text-lg font-semibold">
        <span>{text.total}</span>
        <span data-testid="order-total">
          {price(fromMinorUnits(toMinorUnits(cart.subtotal) + toMinorUnits(deliveryFee)))}
        </span>
      </p>
      <p className="text-sm">{text.freeFrom(price(freeFrom))}</p>
    </div>
  );
}
