import type { Plan, PlanPeriod } from '@sustho/contracts';
import { PLAN_PERIODS } from '@sustho/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../copy/format';
import { useCopy } from '../copy/language';
import { useHydrated } from '../hooks/use-hydrated';
import { usePlans } from '../lib/plans';
import { QueryState } from './ui/query-state';

/** Where a plan's button leads, with the router state the link carries (a visitor's way back). */
export type ChoosePlan = (plan: Plan, period: PlanPeriod) => { to: string; state?: unknown };

/**
 * The three plans (GET /plans) with a Monthly/Annually switch, each with its price in the clinic's
 * currency, its benefits and a button that `choose` leads on from: the landing page's pricing
 * section and My Plan's choice both show them.
 */
export function PlanOffers({
  choose,
  buttonLabel,
  headingLevel = 'h3',
}: {
  choose: ChoosePlan;
  /** The button's text for a plan ('Subscribe Now'), named by the plan's name. */
  buttonLabel: (name: string) => string;
  headingLevel?: 'h2' | 'h3';
}) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.plans;
  const plans = usePlans();
  const [period, setPeriod] = useState<PlanPeriod>('monthly');
  const hydrated = useHydrated();
  const Heading = headingLevel;
  return (
    <>
      <div role="group" aria-label={text.periodLabel} className="join mt-8 flex justify-center">
        {PLAN_PERIODS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={period === value}
            disabled={!hydrated}
            className={`btn join-item ${period === value ? 'btn-primary' : 'btn-outline btn-primary'}`}
            onClick={() => setPeriod(value)}
          >
            {text.periods[value]}
          </button>
        ))}
      </div>
      <QueryState query={plans}>
        <ul className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-3">
          {plans.data?.map((offer) => {
            const link = choose(offer.plan, period);
            return (
              <li
                key={offer.plan}
                className="card border border-base-300 bg-base-100 shadow-sm"
                data-testid="plan"
              >
                <div className="card-body items-center text-center">
                  <Heading className="card-title text-2xl">{offer.name}</Heading>
                  <p className="my-4">
                    <span className="text-5xl font-bold" data-testid="plan-price">
                      {show.price(
                        period === 'yearly' ? offer.yearlyPrice : offer.monthlyPrice,
                        offer.currency,
                        'suffix',
                      )}
                    </span>
                    <span className="text-lg">{text.perPeriod[period]}</span>
                  </p>
                  <ul className="mb-6 flex flex-col gap-2">
                    {offer.benefits.map((benefit) => (
                      <li key={benefit}>{benefit}</li>
                    ))}
                  </ul>
                  <Link to={link.to} state={link.state} className="btn btn-primary mt-auto w-full">
                    {buttonLabel(offer.name)}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      </QueryState>
    </>
  );
}
