import { pages } from '@sustho/contracts';
import type { Executor } from '../../db/client.js';
import type { Payable, PayableKindHandler, PayableRefusals } from '../payments/index.js';
import { labOrdersRepository as repository, type LabOrderRow } from './repository.js';
import type { LabOrdersService } from './service.js';

type LabOrderPayable = Payable & { order: LabOrderRow };

const asPayable = (row: LabOrderRow | null): LabOrderPayable | null =>
  row && {
    kind: 'labOrder',
    id: row.id,
    userId: row.userId,
    email: row.email,
    payerName: row.accountName,
    phone: row.address?.phone ?? null,
    productName: 'Sustho lab tests',
    priceCents: row.totalCents,
    currency: row.currency,
    order: row,
  };

/** The refusals about lab orders that payments gives, each with its Bangla (lib/bangla-refusals.ts). */
export const LAB_ORDER_REFUSALS: PayableRefusals = {
  notFound: 'No lab order has this id',
  notYours: 'You can only pay for your own lab orders',
  otherPayable: 'This payment is for another lab order',
  gatewayOtherPayable: 'SSLCommerz validated a payment for another lab order',
  amountMismatch: "The payment's amount does not match the lab order's total",
  currencyMismatch: "The payment's currency does not match the lab order's",
  noPayment: 'This lab order has no payment to refund',
};

/** Lab orders as payments handles them: paying an online one books it (decision 054). */
export function labOrderPayable(
  orders: Pick<LabOrdersService, 'markPaid'>,
): PayableKindHandler<LabOrderPayable> {
  return {
    kind: 'labOrder',
    refusals: LAB_ORDER_REFUSALS,
    find: async (db: Executor, id) => asPayable(await repository(db).find(id)),
    lock: async (tx: Executor, id) => asPayable(await repository(tx).lock(id)),
    refusal({ order }) {
      if (order.state === 'cancelled') return 'This lab order is cancelled';
      if (order.payment === 'at_collection') return 'This lab order is paid at collection';
      if (order.state !== 'awaiting_payment') return 'This lab order is already paid';
      return null;
    },
    returnReason: ({ order }) =>
      order.state === 'cancelled'
        ? 'This lab order was cancelled before the payment arrived, so the payment was refunded'
        : 'This lab order was already paid, so this second payment was refunded',
    paid: (tx, { order }) => orders.markPaid(tx, order.id),
    paidPage: () => pages.myLabOrders.path(),
  };
}
