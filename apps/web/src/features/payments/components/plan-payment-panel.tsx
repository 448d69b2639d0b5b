import type { PlanSubscription } from '@sustho/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { Copy } from '../../../copy/en';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { PaymentStep } from './payment-step';

/** Why a plan has nothing to pay: paid, refunded or cancelled; null while it waits for a card. */
function planNotice(subscription: PlanSubscription, text: Copy['plans']['payment']) {
  if (subscription.refunded) return text.refunded;
  if (subscription.paid) return text.paid;
  return subscription.state === 'awaiting_payment' ? null : text.cancelled;
}

/**
 * The payment page's content for a plan the patient is buying (services.md §4): the plan, its
 * period and price, paid the way a booking is; once paid, My Plan shows it running.
 */
export function PlanPaymentPanel({
  subscription,
  billing,
}: {
  subscription: PlanSubscription;
  /** The account's name and e-mail, for the card provider's form. */
  billing: { name: string; email: string };
}) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.plans.payment;
  const price = show.price(subscription.price, subscription.currency, 'prefix');
  return (
    <section className="max-w-xl space-y-4">
      <h1 className="text-2xl font-bold">{text.heading(subscription.name)}</h1>
      <p>{text.instruction(price, copy.plans.periods[subscription.period])}</p>
      {subscription.state === 'awaiting_payment' && (
        <p className="alert alert-info">{text.effects[subscription.effect]}</p>
      )}
      <PaymentStep
        notice={planNotice(subscription, text)}
        paid={subscription.paid && !subscription.refunded}
        order={{
          payable: { subscriptionId: subscription._id },
          billing,
          paidPath: paths.myPlan,
        }}
      />
      <Link to={paths.myPlan} className="btn btn-block min-h-11">
        {text.backToPlan}
      </Link>
    </section>
  );
}
