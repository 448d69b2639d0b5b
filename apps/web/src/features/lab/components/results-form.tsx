import {
  LAB_RESULT_PDF_MAX_BYTES,
  type LabOrder,
  type LabResultInput,
  type LabTest,
} from '@sustho/contracts';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useCopy } from '../../../copy/language';
import { useReleaseResults } from '../api/release-results';
import { testNames } from '../collection';
import { flagOf, rangeFor } from '../reference-range';
import { useRangeText } from '../use-range-text';
import { FlagBadge } from './flag-badge';

/**
 * The order does not say the patient's sex or age, so while typing a value is read against the
 * range that holds for everyone; the server flags it against the patient's own on release.
 */
const EVERYONE = { sex: null, age: null };

type Values = Record<string, string>;

/** One value's number, its unit and range, and 'High' or 'Low' as soon as the number is typed. */
function ValueField({
  value,
  typed,
  onType,
}: {
  value: LabTest['values'][number];
  typed: string;
  onType: (text: string) => void;
}) {
  const text = useCopy().labOrders.results;
  const rangeText = useRangeText();
  const id = useId();
  const range = rangeFor(value.ranges, EVERYONE);
  const number = typed.trim() === '' ? NaN : Number(typed);
  const flag = flagOf(number, range);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {text.value(value.title, value.unit)}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="number"
          inputMode="decimal"
          step="any"
          required
          className="input input-bordered w-full max-w-40"
          value={typed}
          aria-describedby={`${id}-range ${id}-flag`}
          onChange={(event) => onType(event.target.value)}
        />
        <span id={`${id}-flag`} aria-live="polite">
          {flag && <FlagBadge flag={flag} />}
        </span>
      </div>
      <p id={`${id}-range`} className="text-sm">
        {range ? text.range(rangeText(range, value.unit)) : text.noRange}
      </p>
    </div>
  );
}

/**
 * 'Enter results' of one collected order: each test's values with their units, read against the
 * range as typed, and an optional report PDF; 'Release results' sends them all at once.
 */
export function ResultsForm({
  order,
  catalogue,
  onDone,
}: {
  order: LabOrder;
  catalogue: LabTest[];
  onDone: () => void;
}) {
  const copy = useCopy().labOrders;
  const text = copy.results;
  const release = useReleaseResults(order._id);
  const fileId = useId();
  const [values, setValues] = useState<Values>({});
  const [pdf, setPdf] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const tests = order.tests.map((ordered) => ({
    testId: ordered.testId,
    title: ordered.title,
    values: catalogue.find((test) => test._id === ordered.testId)?.values ?? [],
  }));
  const current = order.results.find((result) => !result.replacedAt);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (release.isPending) return;
    const input: LabResultInput = {
      replaces: current?._id,
      tests: tests.map((test) => ({
        testId: test.testId,
        values: test.values.map((value) => ({
          valueId: value._id,
          number: Number(values[value._id] ?? ''),
        })),
      })),
    };
    const blank = tests.some((test) =>
      test.values.some((value) => (values[value._id] ?? '').trim() === ''),
    );
    if (blank) {
      setProblem(text.required);
      return;
    }
    if (pdf && pdf.size > LAB_RESULT_PDF_MAX_BYTES) {
      setProblem(text.reportHint);
      return;
    }
    setProblem(null);
    release.mutate(
      { input, pdf },
      {
        onSuccess: () => {
          toast.success(text.released);
          onDone();
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={text.heading(testNames(order))}
      className="flex flex-col gap-4 rounded-box border border-base-300 p-3"
    >
      {tests.map((test) => (
        <fieldset key={test.testId} className="flex flex-col gap-2">
          <legend className="font-semibold">{test.title}</legend>
          {test.values.map((value) => (
            <ValueField
              key={value._id}
              value={value}
              typed={values[value._id] ?? ''}
              onType={(typed) => setValues((all) => ({ ...all, [value._id]: typed }))}
            />
          ))}
        </fieldset>
      ))}
      <div className="flex flex-col gap-1">
        <label htmlFor={fileId} className="font-medium">
          {text.report}
        </label>
        <input
          id={fileId}
          type="file"
          accept="application/pdf"
          className="file-input file-input-bordered w-full max-w-md"
          aria-describedby={`${fileId}-hint`}
          onChange={(event) => setPdf(event.target.files?.[0] ?? null)}
        />
        <p id={`${fileId}-hint`} className="text-sm">
          {text.reportHint}
        </p>
      </div>
      {problem && (
        <p role="alert" className="alert alert-error">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={release.isPending} className="min-h-11">
          {text.release}
        </SubmitButton>
        <button type="button" className="btn min-h-11" onClick={onDone}>
          {text.close}
        </button>
      </div>
    </form>
  );
}
