import { parseSlotLabel, slotLabel, type LabOrder } from '@sustho/contracts';
import { useFormat } from '../../copy/format';
import { useCopy } from '../../copy/language';

const SLOT_START = /^\d{2}:\d{2}$/;

/** A collection slot as people read it: '07:30' becomes '07:30 AM - 08:00 AM'; a label stays. */
export const collectionSlotLabel = (slot: string) =>
  SLOT_START.test(slot) ? slotLabel(slot) : slot;

/** The slot's start as POST /lab-orders takes it ('07:30'), from a start or a label. */
export const collectionSlotStart = (slot: string) =>
  SLOT_START.test(slot) ? slot : (parseSlotLabel(slot) ?? slot);

/** The tests of an order by name, as one line. */
export const testNames = (order: Pick<LabOrder, 'tests'>) =>
  order.tests.map((test) => test.title).join(', ');

/** 'Home collection, Nov 27, 2026, 07:30 AM - 08:00 AM' or 'Lab visit, Nov 27, 2026'. */
export function useCollectionText() {
  const copy = useCopy().labOrders;
  const show = useFormat();
  return ({ collection }: Pick<LabOrder, 'collection'>) =>
    collection.type === 'home' && collection.slot
      ? copy.homeAt(show.date(collection.date), show.slot(collectionSlotLabel(collection.slot)))
      : copy.labOn(show.date(collection.date));
}
