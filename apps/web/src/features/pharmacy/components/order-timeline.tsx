import type { Order } from '@sustho/contracts';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { timelineOf } from '../order-states';

/** When something happened, on the reader's own clock: it is their order, not a clinic slot. */
export function useOrderTime() {
  const show = useFormat();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (iso: string) => show.instant(iso, zone);
}

/**
 * An order's progress as a list of steps, each reached one with its time; the step the order is
 * at is marked for screen readers too (aria-current), and a cancellation shows its reason.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const copy = useCopy();
  const text = copy.orders;
  const time = useOrderTime();
  return (
    <ol aria-label={text.myOrders.timeline} className="steps steps-vertical">
      {timelineOf(order).map((step) => (
        <li
          key={step.state}
          aria-current={step.current ? 'step' : undefined}
          className={`step ${step.at ? (step.state === 'cancelled' ? 'step-error' : 'step-primary') : ''}`}
        >
          <span className="text-start">
            <span className={step.current ? 'font-semibold' : undefined}>
              {text.states[step.state]}
            </span>
            {step.at && <span className="block text-sm">{time(step.at)}</span>}
            {step.reason && (
              <span className="block text-sm">{text.myOrders.cancelReason(step.reason)}</span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
