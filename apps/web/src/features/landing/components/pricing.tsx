import type { Plan, PlanPeriod } from '@sustho/contracts';
import { parsePath } from 'react-router';
import { SectionHeading } from '../../../components/ui/section-heading';
import { PlanOffers } from '../../../components/plan-offers';
import { paths } from '../../../config/paths';
import { useCopy } from '../../../copy/language';

/**
 * The plans, sold (services.md §4). 'Subscribe Now' opens the plan's checkout; a visitor signs up
 * (or logs in) first and comes back to it.
 */
export function Pricing({ signedIn }: { signedIn: boolean }) {
  const copy = useCopy();
  const { pricing } = copy.landing;
  const choose = (plan: Plan, period: PlanPeriod) => {
    const checkout = paths.planCheckout(plan, period);
    if (signedIn) return { to: checkout };
    return { to: paths.signup, state: { from: parsePath(checkout) } };
  };
  return (
    <section aria-labelledby="pricing-heading" className="px-4 py-16">
      <SectionHeading id="pricing-heading" eyebrow={pricing.eyebrow} title={pricing.heading} />
      <PlanOffers choose={choose} buttonLabel={() => pricing.subscribe} />
    </section>
  );
}
