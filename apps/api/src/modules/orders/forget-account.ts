import type { OrderState } from '@sustho/contracts';
import type { Executor } from '../../db/client.js';
import type { PaymentsService } from '../payments/index.js';
import { ordersRepository as repository } from './repository.js';

/** What deleting an account does to an order not delivered yet: it is cancelled. */
const OPEN: readonly OrderState[] = [
  'awaiting_payment',
  'awaiting_prescription_check',
  'placed',
  'confirmed',
  'packed',
  'out_for_delivery',
];

const REASON = 'account deleted';

/**
 * Deleting an account (care.md §4, services.md §5), in its transaction: every order not yet
 * delivered is cancelled with its units given back and a paid one's payment owed back (payments'
 * refund job pays it out), and every order's delivery address is erased. The orders stay, with
 * their lines and totals, for their payments.
 */
export async function forgetAccountOrders(
  tx: Executor,
  accountId: string,
  payments: Pick<PaymentsService, 'oweRefund'>,
): Promise<void> {
  const orders = repository(tx);
  for (const row of await orders.lockOpenOf(accountId, OPEN)) {
    if (!(await orders.move(row.id, OPEN, 'cancelled', REASON))) continue;
    await orders.giveBackStock(row.id);
    if (row.paidAt) await payments.oweRefund(tx, { kind: 'order', id: row.id }, null, REASON);
  }
  await orders.eraseAddresses(accountId);
}
