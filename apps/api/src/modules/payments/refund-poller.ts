import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsService } from './service.js';

/** SSLCommerz pays refunds out over days; asking every few minutes is plenty. */
export const REFUND_POLL_INTERVAL_MS = 5 * 60_000;

/**
 * Asks SSLCommerz after pending refunds on a timer until stopped; returns the stop function.
 * A stop-gap with one seam: when durable scheduled jobs exist (docs/product/appointment-life.md §7), a job
 * calling `payments.settlePendingRefunds()` replaces this file. Asking twice is harmless: a refund
 * settles once, whichever process notes it.
 */
export function startRefundPoller(
  payments: PaymentsService,
  log: FastifyBaseLogger,
  intervalMs = REFUND_POLL_INTERVAL_MS,
) {
  let stopped = false;
  let round: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    round = round
      .then(() => payments.settlePendingRefunds())
      .catch((error: unknown) =>
        log.warn({ err: error }, 'Asking SSLCommerz after refunds failed'),
      );
  }, intervalMs);
  timer.unref();
  return async () => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    await round;
  };
}
