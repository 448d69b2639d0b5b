import { pages } from '@sustho/contracts';
import type { Executor } from '../../db/client.js';
import { formatMoney } from '../../lib/money.js';
import { enqueueMail } from '../mail/index.js';
import type { Payable, PayableKindHandler, PayableRefusals } from '../payments/index.js';
import { planReceipt } from './messages.js';
import { PLAN_NAMES } from './offers.js';
import { plansRepository as repository, type SubscriptionRow } from './repository.js';
import type { PlansService } from './service.js';

type SubscriptionPayable = Payable & { subscription: SubscriptionRow };

const asPayable = (row: SubscriptionRow | null): SubscriptionPayable | null =>
  row && {
    kind: 'subscription',
    id: row.id,
    userId: row.userId,
    email: row.email,
    payerName: row.accountName,
    phone: null,
    productName: `Sustho ${PLAN_NAMES.en[row.plan]} plan`,
    priceCents: row.priceCents,
    currency: row.currency,
    subscription: row,
  };

/** The refusals about subscriptions that payments gives, each with its Bangla (lib/bangla-refusals.ts). */
export const SUBSCRIPTION_REFUSALS: PayableRefusals = {
  notFound: 'No subscription has this id',
  notYours: 'You can only pay for your own subscriptions',
  otherPayable: 'This payment is for another subscription',
  gatewayOtherPayable: 'SSLCommerz validated a payment for another subscription',
  amountMismatch: "The payment's amount does not match the subscription's price",
  currencyMismatch: "The payment's currency does not match the subscription's",
  noPayment: 'This subscription has no payment to refund',
};

/** Plan subscriptions as payments handles them: paying one starts the plan (decision 050). */
export function subscriptionPayable(
  plans: Pick<PlansService, 'activate'>,
  publicUrl: string,
): PayableKindHandler<SubscriptionPayable> {
  return {
    kind: 'subscription',
    refusals: SUBSCRIPTION_REFUSALS,
    find: async (db: Executor, id) => asPayable(await repository(db).find(id)),
    lock: async (tx: Executor, id) => asPayable(await repository(tx).lock(id)),
    refusal({ subscription }) {
      if (subscription.state === 'cancelled' || subscription.state === 'refunded')
        return 'This subscription is cancelled';
      if (subscription.state === 'active') return 'This subscription is already paid';
      return null;
    },
    returnReason: ({ subscription }) =>
      subscription.state === 'active'
        ? 'This subscription was already paid, so this second payment was refunded'
        : 'This subscription was cancelled before the payment arrived, so the payment was refunded',
    async paid(tx, { subscription }, transactionId) {
      await plans.activate(tx, subscription);
      const started = (await repository(tx).find(subscription.id))!;
      if (!started.email || !started.startsOn || !started.endsOn) return;
      const myPlanUrl = `${publicUrl}${pages.myPlan.path()}`;
      await enqueueMail(
        tx,
        planReceipt(
          started.email,
          {
            name: started.accountName,
            plan: PLAN_NAMES[started.language][started.plan],
            amount: formatMoney(started.priceCents, started.currency, started.language),
            startsOn: started.startsOn,
            endsOn: started.endsOn,
            transactionId,
            myPlanUrl,
          },
          started.language,
        ),
      );
    },
    paidPage: () => pages.myPlan.path(),
  };
}
