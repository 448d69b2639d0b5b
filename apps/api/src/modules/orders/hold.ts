import type { JobHandler, NewJob } from '../jobs/index.js';
import type { OrdersService } from './service.js';

/** The kind of the durable job that cancels an online order still unpaid when its hold runs out. */
export const ORDER_HOLD_JOB = 'order-payment-hold';

/** The job that ends an online order's hold at `holdUntil`, written with the order. */
export const orderHoldJob = (orderId: string, holdUntil: Date): NewJob => ({
  kind: ORDER_HOLD_JOB,
  key: `order-payment-hold:${orderId}`,
  payload: { orderId },
  runAt: holdUntil,
});

/**
 * At the hold's end: an order still awaiting its payment is cancelled and its units go back to
 * stock; one paid or cancelled meanwhile is left alone. Under the order's lock, so a payment
 * settling now either commits first (and the order goes on) or finds it cancelled and is refunded.
 */
export function orderHoldJobHandler(orders: Pick<OrdersService, 'expireLocked'>): JobHandler {
  return {
    effect: 'inside',
    async run(tx, job) {
      const { orderId } = job.payload as { orderId: string };
      await orders.expireLocked(tx, orderId);
    },
  };
}
