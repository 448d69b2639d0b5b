import type { CatalogMedicine } from '@sustho/contracts';
import { useState } from 'react';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { addToCart, MAX_CART_QUANTITY } from '../cart';
import { QuantityInput } from './quantity-input';

/** One search result: what the medicine is, what it costs, and 'Add to cart' with a quantity. */
export function MedicineCard({ medicine }: { medicine: CatalogMedicine }) {
  const text = useCopy().pharmacy;
  const show = useFormat();
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const inStock = medicine.inStock > 0;
  const name = `${medicine.brandName} ${medicine.strength} ${text.forms[medicine.form]}`;
  const price = (amount: number) => show.price(amount, medicine.currency, 'prefix');
  return (
    <article className="card card-border bg-base-100">
      <div className="card-body gap-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="card-title text-lg">{medicine.brandName}</h3>
          {medicine.rx && <span className="badge badge-warning">{text.prescriptionNeeded}</span>}
        </div>
        <p>
          {medicine.genericName} · {medicine.strength} · {text.forms[medicine.form]}
        </p>
        <p className="text-sm text-base-content/80">{medicine.manufacturer}</p>
        <p className="font-semibold">{text.perUnit(price(medicine.unitPrice))}</p>
        <p className="text-sm">
          {text.perPack(price(medicine.packPrice), medicine.packDescription)}
        </p>
        {inStock ? (
          <div className="card-actions items-center">
            <QuantityInput
              value={quantity}
              max={Math.min(MAX_CART_QUANTITY, medicine.inStock)}
              label={text.quantityOf(name)}
              onChange={setQuantity}
            />
            <button
              type="button"
              className="btn btn-primary min-h-11"
              aria-label={text.addToCartLabel(name)}
              onClick={() => {
                addToCart(medicine, quantity);
                setAdded(true);
              }}
            >
              {text.addToCart}
            </button>
          </div>
        ) : (
          <p className="font-semibold text-error">{text.outOfStock}</p>
        )}
        <p role="status" className="text-sm text-success-content">
          {added ? text.added(medicine.brandName) : ''}
        </p>
      </div>
    </article>
  );
}
