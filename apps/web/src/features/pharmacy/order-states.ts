import type { Order, OrderState } from '@sustho/contracts';

/** The steps every order goes through once it is placed, in order (services.md §5). */
export const ORDER_STEPS = [
  'placed',
  'confirmed',
  'packed',
  'out_for_delivery',
  'delivered',
] as const satisfies readonly OrderState[];

/** The states an order may wait in before it is placed: its payment, a pharmacist's check. */
const WAITING_STATES: readonly OrderState[] = ['awaiting_payment', 'awaiting_prescription_check'];

/** The patient may cancel until the order is packed. */
const PATIENT_CANCELLABLE: readonly OrderState[] = [...WAITING_STATES, 'placed', 'confirmed'];

export const patientMayCancel = (order: Order) => PATIENT_CANCELLABLE.includes(order.state);

/** The steps a pharmacist takes an order to, one at a time. */
export type PharmacistStep = Exclude<(typeof ORDER_STEPS)[number], 'placed'>;

/** The step a pharmacist takes next, or null when the order is not theirs to move forward. */
export function nextStep(state: OrderState): PharmacistStep | null {
  const index = ORDER_STEPS.indexOf(state as (typeof ORDER_STEPS)[number]);
  return index >= 0 && index < ORDER_STEPS.length - 1
    ? (ORDER_STEPS[index + 1] as PharmacistStep)
    : null;
}

/** A pharmacist cancels any order not yet delivered (an unpaid one cancels itself in time). */
export const pharmacistMayCancel = (order: Order) =>
  !['awaiting_payment', 'delivered', 'cancelled'].includes(order.state);

/** One step of the timeline: when it happened, if it did, and whether the order is there now. */
export interface TimelineStep {
  state: OrderState;
  at: string | null;
  current: boolean;
  reason: string | null;
}

/**
 * An order's timeline: the waits it went through, then the five steps (those still to come
 * without a time); a cancelled order shows the steps it reached, then 'Cancelled'.
 */
export function timelineOf(order: Order): TimelineStep[] {
  const reached = new Map(order.history.map((entry) => [entry.state, entry]));
  const states: OrderState[] =
    order.state === 'cancelled'
      ? order.history.map((entry) => entry.state)
      : [...WAITING_STATES.filter((state) => reached.has(state)), ...ORDER_STEPS];
  return [...new Set(states)].map((state) => ({
    state,
    at: reached.get(state)?.at ?? null,
    current: state === order.state,
    reason: reached.get(state)?.reason ?? null,
  }));
}
