import type { OnDemandState } from '@sustho/contracts';

/**
 * Where an on-demand request stands in the queue (services.md §3). The database keeps it in one
 * column with a check constraint; every move is a conditional update from the state it leaves.
 *
 *   awaiting_payment --paid--> waiting --dispatch--> offered --accept--> accepted --> finished
 *   offered --decline or the offer runs out--> waiting      (the place is kept)
 *   accepted --the doctor drops--> waiting                   (first in the queue, the payment kept)
 *   awaiting_payment, waiting or offered --> cancelled (the patient) or expired (nobody took it)
 */
export const ON_DEMAND_QUEUE_STATES = [
  'awaiting_payment',
  'waiting',
  'offered',
  'accepted',
  'finished',
  'cancelled',
  'expired',
] as const;
export type OnDemandQueueState = (typeof ON_DEMAND_QUEUE_STATES)[number];

/** The states still in the queue, in the order of `queued_at`. */
export const IN_QUEUE_STATES = ['waiting', 'offered'] as const satisfies OnDemandQueueState[];

/** The states a patient may still cancel from, and an expiry may end. */
export const OPEN_BEFORE_ACCEPT = [
  'awaiting_payment',
  'waiting',
  'offered',
] as const satisfies OnDemandQueueState[];

/** The patient sees a finished consultation as accepted: it was, and its record is there. */
export const wireState = (state: OnDemandQueueState): OnDemandState =>
  state === 'finished' ? 'accepted' : state;
