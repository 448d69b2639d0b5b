import { clock } from '../../lib/clock.js';
import type { NewJob, JobHandler } from '../jobs/index.js';
import type { PaymentsService } from './service.js';

/** The kind of the durable job that makes sure a refund the clinic owes reaches the provider. */
export const REFUND_JOB = 'refund';

/**
 * The caller that recorded the refund asks the provider itself at once; the job asks only after
 * this, longer than any provider call may take (SSLCOMMERZ_TIMEOUT_SECONDS, Stripe's own
 * timeouts), so the two rarely ask together (and asking twice refunds once anyway).
 */
const JOB_DELAY_MS = 2 * 60_000;

/** A refund owed for one transaction: who decided it and why, for the audit trail. */
export interface RefundOrder {
  transactionId: string;
  actor: { id: string; email: string } | null;
  reason: string;
}

/**
 * The job queued with the record of a refund owed, in the same transaction: if the provider
 * fails, or the process dies before its refund is noted, the job asks (again) and notes it.
 */
export function refundJob(order: RefundOrder): NewJob {
  return {
    kind: REFUND_JOB,
    key: `refund:${order.transactionId}`,
    payload: { ...order },
    runAt: new Date(clock.now().getTime() + JOB_DELAY_MS),
  };
}

/** Runs a refund's job: the payments service asks the provider unless the refund was noted. */
export function refundJobHandler(payments: Pick<PaymentsService, 'finishRefund'>): JobHandler {
  return {
    effect: 'outside',
    run: (job) => payments.finishRefund(job.payload as unknown as RefundOrder),
  };
}
