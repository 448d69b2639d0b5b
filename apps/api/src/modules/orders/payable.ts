import { pages } from '@sustho/contracts';
import type { Payable, PayableKindHandler, PayableRefusals } from '../payments/index.js';
import { orderNumber } from './messages.js';
import { ordersRepository as repository, type OrderRow } from './repository.js';
import type { OrdersService } from './service.js';

type OrderPayable = Payable & { order: OrderRow };

const asPayable = (row: OrderRow | null): OrderPayable | null =>
  row && {
    kind: 'order',
    id: row.id,
    userId: row.userId,
    email: row.email,
    payerName: row.accountName,
    phone: row.phone,
    productName: `Sustho medicine order ${orderNumber(row.id)}`,
    priceCents: row.totalCents,
    currency: row.currency,
    order: row,
  };

/** The refusals about orders that payments gives, each with its Bangla (lib/bangla-refusals.ts). */
export const ORDER_REFUSALS: PayableRefusals = {
  notFound: 'No order has this id',
  notYours: 'You can only pay for your own orders',
  otherPayable: 'This payment is for another order',
  gatewayOtherPayable: 'SSLCommerz validated a payment for another order',
  amountMismatch: "The payment's amount does not match the order's total",
  currencyMismatch: "The payment's currency does not match the order's",
  noPayment: 'This order has no payment to refund',
};

/** Medicine orders as payments handles them (decision 053): paying one sends it to the pharmacist. */
export function orderPayable(
  orders: Pick<OrdersService, 'paidLocked'>,
): PayableKindHandler<OrderPayable> {
  return {
    kind: 'order',
    refusals: ORDER_REFUSALS,
    find: async (db, id) => asPayable(await repository(db).find(id)),
    lock: async (tx, id) => asPayable(await repository(tx).lock(id)),
    refusal({ order }) {
      if (order.state === 'cancelled') return 'This order is cancelled';
      if (order.payment === 'cod') return 'This order is paid in cash on delivery';
      if (order.state !== 'awaiting_payment') return 'This order is already paid';
      return null;
    },
    returnReason: ({ order }) =>
      order.state === 'cancelled'
        ? 'This order was cancelled before the payment arrived, so the payment was refunded'
        : 'This order was already paid, so this second payment was refunded',
    paid: (tx, { order }) => orders.paidLocked(tx, order),
    paidPage: () => pages.myOrders.path(),
  };
}
