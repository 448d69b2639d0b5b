import type { LabTest } from '@sustho/contracts';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';

const HOURS_PER_DAY = 24;

/** 'Results in 12 hours', or in days once it is two whole days or more ('Results in 3 days'). */
function useTurnaround() {
  const text = useCopy().labTests;
  const show = useFormat();
  return (hours: number) =>
    hours >= 2 * HOURS_PER_DAY && hours % HOURS_PER_DAY === 0
      ? text.resultsInDays(show.number(hours / HOURS_PER_DAY))
      : text.resultsInHours(show.number(hours), hours === 1);
}

/**
 * One test of the catalogue: its sample, preparation, price, when results come and where the
 * sample is taken, and 'Book', which chooses it for booking (pressed again, leaves it out).
 */
export function LabTestCard({
  test,
  chosen,
  onToggle,
}: {
  test: LabTest;
  chosen: boolean;
  onToggle: () => void;
}) {
  const copy = useCopy();
  const text = copy.labTests;
  const show = useFormat();
  const turnaround = useTurnaround();
  return (
    <li className="card bg-base-100 shadow-sm">
      <div className="card-body gap-2 p-4 sm:p-6">
        <h2 className="card-title break-words">{test.title}</h2>
        {test.code && <p className="text-sm opacity-80">{text.code(test.code)}</p>}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-medium">{text.sample}</dt>
          <dd>{text.sampleTypes[test.sampleType]}</dd>
          <dt className="font-medium">{text.preparation}</dt>
          <dd>{test.preparation || text.noPreparation}</dd>
        </dl>
        {/* Written as on every card: 'Price: 8$' (docs/product/money.md §2). */}
        <p className="font-semibold">{text.price(show.price(test.price, test.currency))}</p>
        <p>{turnaround(test.turnaroundHours)}</p>
        <p>
          <span
            className={`badge h-auto min-h-6 py-1 ${test.homeCollection ? 'badge-success' : 'badge-ghost'}`}
          >
            {test.homeCollection ? text.homeCollection : text.labVisitOnly}
          </span>
        </p>
        <div className="card-actions justify-end">
          <button
            type="button"
            className={`btn min-h-11 ${chosen ? 'btn-primary' : 'btn-outline btn-primary'}`}
            aria-pressed={chosen}
            aria-label={copy.labOrders.choose.add(test.title)}
            onClick={onToggle}
          >
            {chosen && <span aria-hidden="true">✓</span>}
            {copy.labOrders.choose.addShort}
          </button>
        </div>
      </div>
    </li>
  );
}
