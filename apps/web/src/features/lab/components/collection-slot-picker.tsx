import type { CollectionSlot } from '@sustho/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { QueryState } from '../../../components/ui/query-state';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useCollectionSlots } from '../api/get-collection-slots';
import { collectionSlotLabel } from '../collection';

function SlotOption({ slot, field }: { slot: CollectionSlot; field: UseFormRegisterReturn }) {
  const text = useCopy().labOrders.booking;
  const show = useFormat();
  const full = slot.left <= 0;
  return (
    <li>
      <label
        className={`flex min-h-11 items-center gap-2 rounded-box border border-base-300 px-3 py-2 ${full ? 'opacity-60' : 'cursor-pointer has-[:checked]:border-primary has-[:checked]:bg-primary/10'}`}
      >
        <input
          type="radio"
          className="radio radio-primary"
          value={slot.slot}
          disabled={full}
          {...field}
        />
        <span className="flex flex-col">
          <span className="font-medium">{show.slot(collectionSlotLabel(slot.slot))}</span>
          <span className="text-sm">{full ? text.full : text.left(show.number(slot.left))}</span>
        </span>
      </label>
    </li>
  );
}

/**
 * The day's home collection slots, 30 minutes each, with how many collections each still takes;
 * a full one cannot be chosen. They are asked afresh for each day shown.
 */
export function CollectionSlotPicker({
  date,
  field,
  error,
}: {
  date: string;
  field: UseFormRegisterReturn;
  error?: string;
}) {
  const text = useCopy().labOrders.booking;
  const show = useFormat();
  const slots = useCollectionSlots(date, true);
  const open = slots.data?.some((slot) => slot.left > 0) ?? false;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'collection-slot-error' : undefined}
    >
      <legend className="mb-2 font-semibold">{text.slotsFor(show.date(date))}</legend>
      <QueryState query={slots}>
        {open ? (
          <ul className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:grid-cols-3">
            {slots.data?.map((slot) => (
              <SlotOption key={slot.slot} slot={slot} field={field} />
            ))}
          </ul>
        ) : (
          <p role="status">{text.noSlots}</p>
        )}
      </QueryState>
      {error && (
        <p id="collection-slot-error" role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
