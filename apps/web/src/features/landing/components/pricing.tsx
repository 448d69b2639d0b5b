import { useState } from 'react';
import { Link } from 'react-router';
import { SectionHeading } from '../../../components/ui/section-heading';
import type { Copy } from '../../../copy/en';
import { useCopy } from '../../../copy/language';
import { useHydrated } from '../../../hooks/use-hydrated';
import { planPrice, type BillingPeriod } from '../pricing';

const periods = (
  pricing: Copy['landing']['pricing'],
): { value: BillingPeriod; label: string }[] => [
  { value: 'monthly', label: pricing.monthly },
  { value: 'yearly', label: pricing.annually },
];

/**
 * Three plans with a Monthly/Annually switch; a year is billed as ten months. `subscribeTo` is where
 * 'Subscribe Now' leads (sign-up for visitors, booking for signed-in patients).
 */
export function Pricing({ subscribeTo }: { subscribeTo: string }) {
  const copy = useCopy();
  const { pricing } = copy.landing;
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="pricing-heading" className="px-4 py-16">
      <SectionHeading id="pricing-heading" eyebrow={pricing.eyebrow} title={pricing.heading} />
      <div role="group" aria-label={pricing.billingLabel} className="join mt-8 flex justify-center">
        {periods(pricing).map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={period === value}
            disabled={!hydrated}
            className={`btn join-item ${period === value ? 'btn-primary' : 'btn-outline btn-primary'}`}
            onClick={() => setPeriod(value)}
          >
            {label}
          </button>
        ))}
      </div>
      <ul className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-3">
        {pricing.plans.map((plan) => (
          <li
            key={plan.id}
            className="card border border-base-300 bg-base-100 shadow-sm"
            data-testid="plan"
          >
            <div className="card-body items-center text-center">
              <h3 className="card-title text-2xl">{plan.name}</h3>
              <p className="my-4">
                <span className="text-5xl font-bold" data-testid="plan-price">
                  {pricing.price(planPrice(plan.monthlyPrice, period))}
                </span>
                <span className="text-lg">
                  {period === 'yearly' ? pricing.perYear : pricing.perMonth}
                </span>
              </p>
              <ul className="mb-6 flex flex-col gap-2">
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <Link to={subscribeTo} className="btn btn-primary mt-auto w-full">
                {pricing.subscribe}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
