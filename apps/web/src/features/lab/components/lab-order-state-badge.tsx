import type { LabOrderState } from '@sustho/contracts';
import { useCopy } from '../../../copy/language';

const TONES: Record<LabOrderState, string> = {
  awaiting_payment: 'badge-warning',
  booked: 'badge-info',
  sample_collected: 'badge-primary',
  result_ready: 'badge-success',
  cancelled: 'badge-ghost',
};

/** Where a lab order stands, in words and a colour. */
export function LabOrderStateBadge({ state }: { state: LabOrderState }) {
  const text = useCopy().labOrders.states;
  return <span className={`badge h-auto py-1 ${TONES[state]}`}>{text[state]}</span>;
}
