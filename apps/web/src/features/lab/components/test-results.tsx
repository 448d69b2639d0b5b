import type { RecordTestResult } from '@sustho/contracts';
import { DataTable } from '../../../components/ui/data-table';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useRangeText } from '../use-range-text';
import { FlagBadge } from './flag-badge';
import { TrendChart } from './trend-chart';

type ResultTest = RecordTestResult['tests'][number];
type ResultValue = ResultTest['values'][number];

/** A value's earlier readings and this one, oldest first, once there is more than one. */
function Trend({ value, releasedAt }: { value: ResultValue; releasedAt: string }) {
  if (value.earlier.length === 0) return null;
  const points = [
    ...value.earlier.map((reading) => ({ at: reading.releasedAt, value: reading.number })),
    { at: releasedAt, value: value.number },
  ];
  return <TrendChart name={value.title} unit={value.unit} points={points} />;
}

function ResultValues({ test, releasedAt }: { test: ResultTest; releasedAt: string }) {
  const text = useCopy().labOrders.record;
  const show = useFormat();
  const rangeText = useRangeText();
  return (
    <>
      <DataTable
        rows={test.values}
        rowKey={(value) => value.valueId}
        columns={[
          { header: text.value, cell: (value) => value.title, rowHeader: true },
          {
            header: text.result,
            cell: (value) => `${show.number(value.number)} ${value.unit}`,
          },
          {
            header: text.flag,
            cell: (value) => (value.flag ? <FlagBadge flag={value.flag} /> : ''),
          },
          { header: text.range, cell: (value) => rangeText(value, value.unit) },
        ]}
      />
      {test.values.map((value) => (
        <Trend key={value.valueId} value={value} releasedAt={releasedAt} />
      ))}
    </>
  );
}

/**
 * 'Test results' of one profile's record (services.md §6): each released result in force, newest
 * first, with its values, flags and ranges, the report PDF, and each value's trend across the
 * profile's earlier results.
 */
export function TestResults({ results }: { results: RecordTestResult[] }) {
  const text = useCopy().labOrders.record;
  const show = useFormat();
  if (results.length === 0) return <p>{text.empty}</p>;
  return (
    <ul className="flex flex-col gap-4">
      {results.map((result) => (
        <li key={result._id} className="flex flex-col gap-2 rounded-box border border-base-300 p-3">
          <p className="flex flex-wrap gap-x-3 text-sm">
            <span>{text.releasedOn(show.localDay(result.releasedAt))}</span>
            {result.version > 1 && <span>{text.version(show.number(result.version))}</span>}
            {result.pdfUrl && (
              <a className="link" href={result.pdfUrl} download>
                {text.pdf}
              </a>
            )}
          </p>
          {result.tests.map((test) => (
            <section key={test.testId} className="flex flex-col gap-2">
              <h3 className="font-semibold">{test.title}</h3>
              <ResultValues test={test} releasedAt={result.releasedAt} />
            </section>
          ))}
        </li>
      ))}
    </ul>
  );
}
