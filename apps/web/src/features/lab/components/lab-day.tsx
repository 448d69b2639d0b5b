import { addDays, labOrderStateChange, type LabOrder, type LabTest } from '@sustho/contracts';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { ReasonDialog } from '../../../components/reason-dialog';
import { QueryState } from '../../../components/ui/query-state';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useClinicToday } from '../../../lib/family';
import { useMoveLabOrder } from '../api/change-lab-order';
import { useLabOrders } from '../api/get-lab-orders';
import { useLabTests } from '../api/get-lab-tests';
import { collectionSlotLabel, testNames } from '../collection';
import { LabOrderStateBadge } from './lab-order-state-badge';
import { ResultsForm } from './results-form';

/** The API's own rule on a cancellation's reason, which the patient reads; it may be left empty. */
const LAB_CANCEL_REASON = labOrderStateChange.shape.reason.unwrap();

/** The orders of a day in collection order: home collections by slot, then the lab's visitors. */
function bySlot(orders: LabOrder[]): { slot: string | null; orders: LabOrder[] }[] {
  const slots = [
    ...new Set(orders.flatMap((order) => (order.collection.slot ? [order.collection.slot] : []))),
  ].sort();
  const groups = slots.map((slot) => ({
    slot: slot as string | null,
    orders: orders.filter((order) => order.collection.slot === slot),
  }));
  const atLab = orders.filter((order) => !order.collection.slot);
  return atLab.length > 0 ? [...groups, { slot: null, orders: atLab }] : groups;
}

/** Where the collector goes and whom to call at the door. */
function Address({ order }: { order: LabOrder }) {
  const text = useCopy().labOrders.labDay;
  const address = order.collection.address;
  if (!address) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      <dt className="font-medium">{text.address}</dt>
      <dd>
        {address.recipient}, {address.line}, {address.area}, {address.district}
      </dd>
      <dt className="font-medium">{text.phone}</dt>
      <dd>
        <a className="link" href={`tel:${address.phone}`}>
          {address.phone}
        </a>
      </dd>
    </dl>
  );
}

/** One order of the day with what the lab can do to it now. */
function DayOrder({ order, catalogue }: { order: LabOrder; catalogue: LabTest[] }) {
  const copy = useCopy().labOrders;
  const text = copy.labDay;
  const show = useFormat();
  const move = useMoveLabOrder();
  const [entering, setEntering] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const headingId = useId();
  const collect = () =>
    move.mutate(
      { id: order._id, change: { state: 'sample_collected' } },
      {
        onSuccess: () => toast.success(text.collected),
        onError: (error) => toast.error(error.message),
      },
    );
  const cancel = (reason: string) =>
    move.mutate(
      { id: order._id, change: { state: 'cancelled', reason: reason || undefined } },
      {
        onSuccess: () => toast.success(text.cancelled),
        onError: (error) => toast.error(error.message),
        onSettled: () => setCancelling(false),
      },
    );
  const beforeCollection = order.state === 'booked' || order.state === 'awaiting_payment';
  return (
    <li aria-labelledby={headingId} className="card bg-base-100 shadow-sm">
      <div className="card-body gap-2 p-4">
        <h3 id={headingId} className="card-title break-words">
          {order.patientName}
        </h3>
        <p>
          <LabOrderStateBadge state={order.state} />
        </p>
        <p>
          <span className="font-medium">{text.tests}:</span> {testNames(order)}
        </p>
        <Address order={order} />
        <p>
          {copy.price(show.price(order.total, order.currency))} ·{' '}
          {order.paid ? copy.paidOnline : copy.payAtCollection}
        </p>
        <div className="card-actions">
          {order.state === 'booked' && (
            <button
              type="button"
              className="btn btn-primary min-h-11"
              disabled={move.isPending}
              onClick={collect}
            >
              {text.collect}
            </button>
          )}
          {order.state === 'sample_collected' && !entering && (
            <button
              type="button"
              className="btn btn-primary min-h-11"
              onClick={() => setEntering(true)}
            >
              {text.enterResults}
            </button>
          )}
          {beforeCollection && (
            <button
              type="button"
              className="btn btn-outline btn-error min-h-11"
              onClick={() => setCancelling(true)}
            >
              {text.cancel}
            </button>
          )}
        </div>
        {entering && (
          <ResultsForm order={order} catalogue={catalogue} onDone={() => setEntering(false)} />
        )}
        <ReasonDialog
          open={cancelling}
          subject={`${order.patientName}: ${testNames(order)}`}
          text={{
            title: text.cancelTitle,
            explanation: text.cancelText,
            reason: text.reason,
            keep: text.cancelKeep,
            confirm: text.cancelConfirm,
          }}
          reasonRule={LAB_CANCEL_REASON}
          busy={move.isPending}
          onConfirm={cancel}
          onClose={() => setCancelling(false)}
        />
      </div>
    </li>
  );
}

/** The day shown: `?date=` so a reload keeps it; today on the clinic's calendar without one. */
function useDay() {
  const today = useClinicToday();
  const [search, setSearch] = useSearchParams();
  const day = search.get('date') || today;
  const choose = (next: string) => {
    if (next) setSearch({ date: next }, { replace: true });
  };
  return { day, choose };
}

/**
 * The lab's day (services.md §6): a day's orders by collection slot, with addresses and tests;
 * 'Sample collected', 'Enter results' and 'Cancel' with a reason. Laid out for a phone in the
 * collector's hand.
 */
export function LabDay() {
  const copy = useCopy().labOrders;
  const text = copy.labDay;
  const show = useFormat();
  const dayId = useId();
  const { day, choose } = useDay();
  const orders = useLabOrders(day);
  const catalogue = useLabTests('');
  const groups = bySlot(orders.data ?? []);
  return (
    <section aria-labelledby="lab-day-heading" className="flex max-w-3xl flex-col gap-4">
      <h1 id="lab-day-heading" className="text-2xl font-bold">
        {text.heading}
      </h1>
      <div className="flex flex-wrap items-end gap-2">
        <button type="button" className="btn min-h-11" onClick={() => choose(addDays(day, -1))}>
          {text.previousDay}
        </button>
        <div className="flex flex-col gap-1">
          <label htmlFor={dayId} className="font-medium">
            {text.day}
          </label>
          <input
            id={dayId}
            type="date"
            className="input input-bordered"
            value={day}
            onChange={(event) => choose(event.target.value)}
          />
        </div>
        <button type="button" className="btn min-h-11" onClick={() => choose(addDays(day, 1))}>
          {text.nextDay}
        </button>
      </div>
      <QueryState query={orders}>
        <p role="status">
          {show.date(day)}:{' '}
          {text.count(show.number(orders.data?.length ?? 0), orders.data?.length === 1)}
        </p>
        {groups.length === 0 && <p>{text.empty}</p>}
        {groups.map((group) => (
          <section key={group.slot ?? 'lab'} className="flex flex-col gap-2">
            <h2 className="text-xl font-semibold">
              {group.slot ? show.slot(collectionSlotLabel(group.slot)) : text.atLab}
            </h2>
            <ul className="flex flex-col gap-3">
              {group.orders.map((order) => (
                <DayOrder key={order._id} order={order} catalogue={catalogue.data ?? []} />
              ))}
            </ul>
          </section>
        ))}
      </QueryState>
    </section>
  );
}
