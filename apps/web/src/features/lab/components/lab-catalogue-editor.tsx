import type { LabTest } from '@sustho/contracts';
import { useState } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useLabTestEntry } from '../api/edit-lab-test';
import { LabTestEditForm } from './lab-test-edit-form';
import { LabTestMatches, LabTestSearch } from './lab-test-catalogue';
import { ReferenceRangesForm } from './reference-ranges-form';

/** An opened test's forms, once its stored entry (both languages) has come. */
function LabTestEditor({ testId }: { testId: string }) {
  const text = useCopy().labCatalogue;
  const entry = useLabTestEntry(testId);
  return (
    <QueryState query={entry}>
      {entry.data && (
        <div className="flex flex-col gap-6 pt-2">
          <LabTestEditForm entry={entry.data} />
          {entry.data.values.length === 0 && <p className="text-sm">{text.noValues}</p>}
          {entry.data.values.map((value) => (
            <ReferenceRangesForm key={value._id} testId={testId} value={value} />
          ))}
        </div>
      )}
    </QueryState>
  );
}

/** One test of the list: its name and price, opening to its forms (fetched only when opened). */
function LabTestItem({ test }: { test: LabTest }) {
  const text = useCopy().labCatalogue;
  const show = useFormat();
  const [open, setOpen] = useState(false);
  return (
    <li className="card bg-base-100 shadow-sm">
      <details
        className="card-body gap-2 p-4 sm:p-6"
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary className="cursor-pointer list-item">
          <h2 className="inline font-semibold break-words">{test.title}</h2>{' '}
          <span className="text-sm">
            · {show.price(test.price, test.currency)}
            {test.code && ` · ${test.code}`}
          </span>
          <span className="sr-only"> {text.edit(test.title)}</span>
        </summary>
        {open && <LabTestEditor testId={test._id} />}
      </details>
    </li>
  );
}

/** /dashboard/lab-tests' content: the search (as on /lab-tests) and each matching test's editor. */
export function LabCatalogueEditor() {
  const text = useCopy().labCatalogue;
  return (
    <section aria-labelledby="lab-catalogue-heading" className="flex flex-col gap-4">
      <h1 id="lab-catalogue-heading" className="text-2xl font-bold">
        {text.heading}
      </h1>
      <p className="max-w-2xl">{text.intro}</p>
      <LabTestSearch action={paths.labCatalogue} />
      <LabTestMatches
        listClassName="flex flex-col gap-3"
        item={(test) => <LabTestItem key={test._id} test={test} />}
      />
    </section>
  );
}
