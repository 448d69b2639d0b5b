import type { NewJob } from '../jobs/index.js';

/** The kind of Consult now's durable jobs: each looks at one request at one moment. */
export const ON_DEMAND_JOB = 'on-demand';

/**
 * What a job looks at: an unpaid request's payment deadline, a queued request's expiry, an
 * offer's countdown, or an accepted consultation's room (its doctor there, its time up).
 */
export type OnDemandCheck = 'payment' | 'expiry' | 'offer' | 'room';

export interface OnDemandJobPayload {
  bookingId: string;
  check: OnDemandCheck;
}

/** A job for `check` of the request at `runAt`; one per request, check and moment. */
export const onDemandJob = (bookingId: string, check: OnDemandCheck, runAt: Date): NewJob => ({
  kind: ON_DEMAND_JOB,
  key: `on-demand:${bookingId}:${check}:${runAt.getTime()}`,
  payload: { bookingId, check } satisfies OnDemandJobPayload,
  runAt,
});
