import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import {
  type CartLine,
  chooseBrand,
  lineTotal,
  MAX_CART_QUANTITY,
  removeFromCart,
  setCartQuantity,
  useCart,
} from '../cart';
import { QuantityInput } from './quantity-input';

/** A line filled from a prescription: the brands of the same generic, strength and form to pick from. */
function BrandSelect({
  line,
  label,
  otherLines,
}: {
  line: CartLine;
  label: string;
  /** The cart's other lines: a brand already on one of them is not offered again. */
  otherLines: CartLine[];
}) {
  const copy = useCopy();
  const show = useFormat();
  const id = useId();
  const brands = (line.brands ?? []).filter(
    (brand) =>
      brand.medicineId === line.medicineId ||
      !otherLines.some((other) => other.medicineId === brand.medicineId),
  );
  if (brands.length < 2) return null;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className="select select-bordered select-sm min-h-11"
        value={line.medicineId}
        onChange={(event) => chooseBrand(line.medicineId, event.target.value)}
      >
        {brands.map((brand) => (
          <option key={brand.medicineId} value={brand.medicineId}>
            {`${brand.brandName} · ${copy.pharmacy.perUnit(show.price(brand.unitPrice, brand.currency, 'prefix'))}`}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The cart, folded to one line ('Cart, 3 items · ৳120') until opened: its lines with editable
 * quantities, another brand for a line filled from a prescription, 'Remove', and the subtotal.
 * On /pharmacy it leads to checkout; at checkout it shows, next to a line, why the API refused it
 * (`problems`, by medicine id).
 */
export function CartSummary({
  problems = {},
  atCheckout = false,
}: {
  problems?: Record<string, string>;
  atCheckout?: boolean;
}) {
  const copy = useCopy();
  const text = copy.pharmacy;
  const show = useFormat();
  const cart = useCart();
  const lineName = (line: CartLine) =>
    `${line.brandName} ${line.strength} ${text.forms[line.form]}`;
  const price = (amount: number) =>
    cart.currency ? show.price(amount, cart.currency, 'prefix') : '';
  return (
    <details className="collapse-arrow collapse border border-base-300 bg-base-100" open>
      <summary className="collapse-title min-h-11 font-semibold">
        {text.cart.open(show.number(cart.units))}
        {cart.currency && ` · ${price(cart.subtotal)}`}
      </summary>
      <section aria-labelledby="cart-heading" className="collapse-content">
        <h2 id="cart-heading" className="sr-only">
          {text.cart.heading}
        </h2>
        {cart.lines.length === 0 ? (
          <p>{text.cart.empty}</p>
        ) : (
          <>
            <ul className="divide-y divide-base-300">
              {cart.lines.map((line) => (
                <li key={line.medicineId} className="flex flex-col gap-2 py-3">
                  <div>
                    <p className="font-semibold">
                      {line.brandName} {line.strength}
                    </p>
                    <p className="text-sm">
                      {line.genericName} · {text.forms[line.form]}
                    </p>
                    {line.rx && (
                      <span className="badge badge-warning mt-1">{text.prescriptionNeeded}</span>
                    )}
                  </div>
                  <BrandSelect
                    line={line}
                    otherLines={cart.lines.filter((other) => other !== line)}
                    label={copy.orders.fromPrescription.otherBrandOf(
                      `${line.genericName} ${line.strength}`,
                    )}
                  />
                  <div className="flex flex-wrap items-center gap-2">
                    <QuantityInput
                      value={line.quantity}
                      max={MAX_CART_QUANTITY}
                      label={text.quantityOf(lineName(line))}
                      onChange={(quantity) => setCartQuantity(line.medicineId, quantity)}
                    />
                    <span className="grow">{text.cart.lineTotal(price(lineTotal(line)))}</span>
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm min-h-11"
                      aria-label={text.cart.removeLabel(lineName(line))}
                      onClick={() => removeFromCart(line.medicineId)}
                    >
                      {text.cart.remove}
                    </button>
                  </div>
                  {problems[line.medicineId] && (
                    <p role="alert" className="text-sm font-semibold text-error">
                      {copy.orders.checkout.lineProblem(problems[line.medicineId]!)}
                    </p>
                  )}
                </li>
              ))}
            </ul>
            <p className="flex justify-between border-t border-base-300 pt-3 font-semibold">
              <span>{text.cart.subtotal}</span>
              <span data-testid="cart-subtotal">{price(cart.subtotal)}</span>
            </p>
            {cart.lines.some((line) => line.rx) && (
              <p className="mt-2 text-sm">{text.cart.prescriptionNote}</p>
            )}
            {!atCheckout && (
              <Link to={paths.checkout} className="btn btn-primary btn-block mt-3 min-h-11">
                {copy.orders.checkout.toCheckout}
              </Link>
            )}
          </>
        )}
      </section>
    </details>
  );
}
