import {
  PLAN_PERIODS,
  PLANS,
  type MyPlan,
  type Plan,
  type PlanOffer,
  type PlanPeriod,
} from '@sustho/contracts';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PlanOffers } from '../../../components/plan-offers';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useMyPlan } from '../../../lib/my-plan';
import { usePlans } from '../../../lib/plans';
import { useCreatePlanSubscription } from '../api/create-plan-subscription';
import { planEffect } from '../plan-effect';

const isPlan = (value: string | null): value is Plan => PLANS.some((plan) => plan === value);
const isPeriod = (value: string | null): value is PlanPeriod =>
  PLAN_PERIODS.some((period) => period === value);

/** What buying the plan does to the one that runs now, said before the patient pays. */
function EffectNotice({ offer, current }: { offer: PlanOffer; current: MyPlan }) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.plans.checkout;
  const currentName = current.name ?? '';
  const effect = planEffect(offer.plan, current.plan);
  const notice =
    effect === 'upgrades'
      ? text.upgrades(currentName)
      : effect === 'extends'
        ? text.extends(currentName, current.endsOn ? show.date(current.endsOn) : '')
        : offer.plan === 'personal'
          ? text.startsNowFree
          : text.startsNow;
  return <p className="alert alert-info">{notice}</p>;
}

/** The switch between a month and a year, which stays in the URL so the page can be shared. */
function PeriodSwitch({
  period,
  onChange,
}: {
  period: PlanPeriod;
  onChange: (to: PlanPeriod) => void;
}) {
  const text = useCopy().plans;
  return (
    <div role="group" aria-label={text.periodLabel} className="join">
      {PLAN_PERIODS.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={period === value}
          className={`btn join-item min-h-11 ${period === value ? 'btn-primary' : 'btn-outline btn-primary'}`}
          onClick={() => onChange(value)}
        >
          {text.periods[value]}
        </button>
      ))}
    </div>
  );
}

/**
 * One plan's checkout (services.md §4): its price for the period chosen, its benefits and what it
 * does to the plan that runs now. Personal is taken with one press; a paid plan is bought, then
 * paid on the payment page.
 */
function Checkout({
  offer,
  period,
  current,
}: {
  offer: PlanOffer;
  period: PlanPeriod;
  current: MyPlan;
}) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.plans.checkout;
  const [, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const subscribe = useCreatePlanSubscription();
  const free = offer.plan === 'personal';
  const price = period === 'yearly' ? offer.yearlyPrice : offer.monthlyPrice;
  // After success the page is being left: the button stays busy, so it cannot buy twice.
  const busy = subscribe.isPending || subscribe.isSuccess;

  const buy = () => {
    if (busy) return;
    subscribe.mutate(
      { plan: offer.plan, period },
      {
        onSuccess: (subscription) => {
          if (subscription.state === 'awaiting_payment')
            void navigate(paths.payment(subscription._id));
          else {
            toast.success(text.taken);
            void navigate(paths.myPlan);
          }
        },
      },
    );
  };

  return (
    <section aria-labelledby="checkout-heading" className="flex max-w-xl flex-col gap-4">
      <h1 id="checkout-heading" className="text-2xl font-bold">
        {text.heading(offer.name)}
      </h1>
      {!free && (
        <PeriodSwitch
          period={period}
          onChange={(to) => setSearch({ plan: offer.plan, period: to }, { replace: true })}
        />
      )}
      <p>
        <span className="font-semibold">{text.price}: </span>
        <span className="text-2xl font-bold">{show.price(price, offer.currency, 'prefix')}</span>
        {!free && <span>{copy.plans.perPeriod[period]}</span>}
      </p>
      <h2 className="text-lg font-semibold">{text.benefits}</h2>
      <ul className="list-inside list-disc">
        {offer.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <EffectNotice offer={offer} current={current} />
      {subscribe.isError && (
        <p role="alert" className="text-error">
          {subscribe.error.message}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary btn-block min-h-11"
        disabled={busy}
        aria-busy={busy}
        onClick={buy}
      >
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {free ? text.takePersonal : text.pay}
      </button>
      <Link to={paths.myPlan} className="btn btn-block min-h-11">
        {text.backToPlan}
      </Link>
    </section>
  );
}

/** /dashboard/plan/checkout?plan=&period=: the plan named, or the choice when none is. */
export function PlanCheckout() {
  const copy = useCopy();
  const [search] = useSearchParams();
  const plans = usePlans();
  const mine = useMyPlan();
  const plan = search.get('plan');
  const requested = search.get('period');
  const period: PlanPeriod = isPeriod(requested) ? requested : 'monthly';
  if (!isPlan(plan))
    return (
      <section aria-labelledby="checkout-heading" className="flex flex-col gap-4">
        <h1 id="checkout-heading" className="text-2xl font-bold">
          {copy.plans.myPlan.choose}
        </h1>
        <p>{copy.plans.checkout.unknownPlan}</p>
        <PlanOffers
          choose={(chosen, chosenPeriod) => ({ to: paths.planCheckout(chosen, chosenPeriod) })}
          buttonLabel={copy.plans.myPlan.subscribe}
          headingLevel="h2"
        />
      </section>
    );
  const offer = plans.data?.find((each) => each.plan === plan);
  return (
    <QueryState query={plans}>
      <QueryState query={mine}>
        {offer && mine.data && <Checkout offer={offer} period={period} current={mine.data} />}
      </QueryState>
    </QueryState>
  );
}
