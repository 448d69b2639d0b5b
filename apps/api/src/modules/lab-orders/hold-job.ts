import type { NewJob } from '../jobs/index.js';

/** The kind of the durable job that cancels an online lab order still unpaid when its hold ends. */
export const LAB_ORDER_HOLD_JOB = 'lab-order-hold';

export interface LabOrderHoldPayload {
  orderId: string;
}

/** The job that looks at an unpaid order when its hold ends; one per order. */
export const labOrderHoldJob = (orderId: string, runAt: Date): NewJob => ({
  kind: LAB_ORDER_HOLD_JOB,
  key: `lab-order-hold:${orderId}`,
  payload: { orderId } satisfies LabOrderHoldPayload,
  runAt,
});
