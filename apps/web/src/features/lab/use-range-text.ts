import type { ReferenceRange } from '@sustho/contracts';
import { useFormat } from '../../copy/format';
import { useCopy } from '../../copy/language';

/** A range as people read it: '4–5.6 %', 'below 200 mg/dL' or 'above 40 mg/dL'. */
export function useRangeText() {
  const text = useCopy().labOrders;
  const show = useFormat();
  return ({ low, high }: Pick<ReferenceRange, 'low' | 'high'>, unit: string) => {
    if (low !== null && high !== null)
      return text.rangeBoth(show.number(low), show.number(high), unit);
    if (high !== null) return text.rangeBelow(show.number(high), unit);
    return low !== null ? text.rangeAbove(show.number(low), unit) : '';
  };
}
