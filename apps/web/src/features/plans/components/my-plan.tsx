import { PLAN_HOME_DISCOUNT_PERCENT, type MyPlan as MyPlanData } from '@sustho/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PlanOffers } from '../../../components/plan-offers';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useMyPlan } from '../../../lib/my-plan';
import { useTreatmentTitle } from '../../../lib/specialties';

/** The plans to choose from, each leading to its checkout. */
function PlanChoice({ headingId }: { headingId: string }) {
  const text = useCopy().plans.myPlan;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold">
        {text.choose}
      </h2>
      <PlanOffers
        choose={(plan, period) => ({ to: paths.planCheckout(plan, period) })}
        buttonLabel={text.subscribe}
      />
    </section>
  );
}

/** What the plan covered: each consultation, and whether a cancellation gave it back. */
function CoveredList({ covered }: { covered: MyPlanData['covered'] }) {
  const copy = useCopy();
  const show = useFormat();
  const treatmentTitle = useTreatmentTitle();
  const text = copy.plans.myPlan;
  return (
    <section aria-labelledby="covered-heading" className="flex flex-col gap-2">
      <h2 id="covered-heading" className="text-xl font-semibold">
        {text.coveredHeading}
      </h2>
      {covered.length === 0 ? (
        <p>{text.noneCovered}</p>
      ) : (
        <ul className="list-inside list-disc">
          {covered.map((item) => {
            const treatment = treatmentTitle(item.treatmentName);
            return (
              <li key={item.bookingId} data-testid="covered-consultation">
                {item.appointmentDate
                  ? text.coveredItem(treatment, item.patientName, show.date(item.appointmentDate))
                  : text.coveredNoDate(treatment, item.patientName)}
                {!item.active && ` (${text.givenBack})`}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The plan that runs: what it includes, until when, what comes next, and what it covered. */
function RunningPlan({ plan }: { plan: MyPlanData }) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.plans.myPlan;
  const [changing, setChanging] = useState(false);
  const choiceId = useId();
  return (
    <>
      <div className="card bg-base-200">
        <div className="card-body gap-3">
          <h2 className="card-title">{text.current(plan.name ?? '')}</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {plan.period && (
              <>
                <dt className="font-semibold">{text.period}</dt>
                <dd>{copy.plans.periods[plan.period]}</dd>
              </>
            )}
            {plan.endsOn && (
              <>
                <dt className="font-semibold">{text.endsOn}</dt>
                <dd>{show.date(plan.endsOn)}</dd>
              </>
            )}
          </dl>
          {plan.plan === 'professional' && plan.consultationsIncluded !== null && (
            <p className="text-lg font-semibold" data-testid="consultations-left">
              {text.consultationsLeft(
                show.number(plan.consultationsLeft ?? 0),
                show.number(plan.consultationsIncluded),
              )}
            </p>
          )}
          {plan.plan === 'enterprise' && (
            <p className="text-lg font-semibold">{text.everyConsultation}</p>
          )}
          <p>{text.discount(show.number(PLAN_HOME_DISCOUNT_PERCENT))}</p>
          {plan.next && (
            <p>
              {text.next(
                plan.next.name,
                show.date(plan.next.startsOn),
                show.date(plan.next.endsOn),
              )}
            </p>
          )}
          <div className="card-actions">
            {plan.plan !== 'none' && plan.period && (
              <Link
                to={paths.planCheckout(plan.plan, plan.period)}
                className="btn btn-primary min-h-11"
              >
                {text.renew}
              </Link>
            )}
            <button
              type="button"
              className="btn btn-outline btn-primary min-h-11"
              aria-expanded={changing}
              aria-controls={choiceId}
              onClick={() => setChanging(!changing)}
            >
              {text.change}
            </button>
          </div>
        </div>
      </div>
      <div id={choiceId} hidden={!changing}>
        {changing && <PlanChoice headingId={`${choiceId}-heading`} />}
      </div>
      <CoveredList covered={plan.covered} />
    </>
  );
}

/** My Plan (services.md §4): the account's plan, or the three plans to choose from. */
export function MyPlan() {
  const text = useCopy().plans.myPlan;
  const plan = useMyPlan();
  const choiceId = useId();
  return (
    <section aria-labelledby="my-plan-heading" className="flex flex-col gap-6">
      <h1 id="my-plan-heading" className="text-2xl font-bold">
        {text.heading}
      </h1>
      <QueryState query={plan}>
        {plan.data?.plan === 'none' ? (
          <>
            <p>{text.none}</p>
            <PlanChoice headingId={choiceId} />
          </>
        ) : (
          plan.data && <RunningPlan plan={plan.data} />
        )}
      </QueryState>
    </section>
  );
}
