import type { LabValueFlag } from '@sustho/contracts';
import { useCopy } from '../../../copy/language';

/** 'High' or 'Low' beside a value outside its range, in words, not colour alone. */
export function FlagBadge({ flag }: { flag: LabValueFlag }) {
  const text = useCopy().labOrders.flags;
  return (
    <span
      className={`badge h-auto py-1 font-semibold ${flag === 'high' ? 'badge-error' : 'badge-warning'}`}
    >
      {text[flag]}
    </span>
  );
}
