import type { BookingSubscriber } from '../bookings/index.js';
import type { PaymentsService } from './service.js';

/**
 * The payments' part in what happens to bookings: a paid booking cancelled with a refund has its
 * payment recorded as owed back in the cancelling transaction (which cancels it), and the provider
 * is asked once that has committed.
 */
export function paymentsSubscriber(
  payments: Pick<PaymentsService, 'requestRefund' | 'finishRefundNow'>,
): BookingSubscriber {
  return {
    refunded: {
      async inTransaction(tx, due) {
        const order = await payments.requestRefund(tx, due.booking, due.actor, due.reason);
        return () => payments.finishRefundNow(order);
      },
    },
  };
}
