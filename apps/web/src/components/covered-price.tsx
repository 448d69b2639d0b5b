import type { CoveringPlan, Currency } from '@sustho/contracts';
import { useFormat } from '../copy/format';
import { useCopy } from '../copy/language';

/**
 * A consultation's price a plan pays (services.md §4): the price struck through, nothing to pay,
 * and 'Covered by your {plan} plan'.
 */
export function CoveredPrice({
  price,
  currency,
  plan,
}: {
  price: number;
  currency: Currency;
  plan: CoveringPlan;
}) {
  const copy = useCopy();
  const show = useFormat();
  return (
    <p className="alert alert-success flex flex-wrap gap-x-2 text-sm" role="status">
      <span>
        <s>{show.price(price, currency, 'prefix')}</s>{' '}
        <span className="font-bold">{show.price(0, currency, 'prefix')}</span>
      </span>
      <span>{copy.plans.coveredBy(plan)}</span>
    </p>
  );
}
