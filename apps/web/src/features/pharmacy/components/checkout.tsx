import type { Order } from '@sustho/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useCopy } from '../../../copy/language';
import { Spinner } from '../../../components/ui/spinner';
import { useHydrated } from '../../../hooks/use-hydrated';
import { type CartLine, clearCart, useCart } from '../cart';
import { CartSummary } from './cart-summary';
import { CheckoutForm } from './checkout-form';

/**
 * /pharmacy/checkout (services.md §5): the cart beside the checkout form. A refusal naming a
 * medicine shows next to its line, where the patient can change it; a placed order empties the
 * cart and goes to its payment page (online) or to My Orders, which confirms it (cash on delivery).
 *
 * The cart lives in the browser: the page the server renders holds the heading and, for a cart
 * its cookie says is not empty (`linesOnServer`), a spinner until the browser reads it.
 */
export function Checkout({ linesOnServer }: { linesOnServer: number }) {
  const copy = useCopy();
  const text = copy.orders.checkout;
  const cart = useCart();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // A refusal stands for the cart it was given for: any change to the cart clears it.
  const [refused, setRefused] = useState<{ lines: CartLine[]; problems: Record<string, string> }>({
    lines: [],
    problems: {},
  });
  const problems = refused.lines === cart.lines ? refused.problems : {};
  const placed = (order: Order) => {
    void navigate(
      order.payment === 'online' ? paths.payment(order._id) : paths.orderPlaced(order._id),
    );
    clearCart();
  };
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{text.heading}</h1>
      {!hydrated && linesOnServer > 0 ? (
        <Spinner />
      ) : cart.lines.length === 0 ? (
        <div className="flex flex-col items-start gap-2">
          <p>{text.emptyCart}</p>
          <Link to={paths.pharmacy} className="btn btn-primary min-h-11">
            {text.findMedicines}
          </Link>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
          <div className="lg:order-2">
            <CartSummary problems={problems} atCheckout />
            <Link to={paths.pharmacy} className="link mt-2 inline-block">
              {text.backToCart}
            </Link>
          </div>
          <div className="lg:order-1">
            <CheckoutForm
              cart={cart}
              onLineProblem={(medicineId, message) =>
                setRefused({ lines: cart.lines, problems: { [medicineId]: message } })
              }
              onPlaced={placed}
            />
          </div>
        </div>
      )}
    </div>
  );
}
