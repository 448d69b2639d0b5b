import {
  RANGE_SEXES,
  referenceRangesInput,
  type LabTestValue,
  type RangeSex,
  type ReferenceRange,
} from '@sustho/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useCopy } from '../../../copy/language';
import { useFieldError } from '../../../lib/field-error';
import { useReplaceRanges } from '../api/edit-lab-test';
import { issuesByField, optionalNumberOf } from './form-issues';
import { SaveFailure } from './save-failure';

/** A range row as typed: every field text, '' for none; `key` keeps a row's inputs when one above goes. */
interface RangeRow {
  key: number;
  sex: RangeSex | 'everyone';
  minAgeYears: string;
  maxAgeYears: string;
  low: string;
  high: string;
}

const textOf = (value: number | null) => (value === null ? '' : String(value));

const toRow = (range: ReferenceRange, key: number): RangeRow => ({
  key,
  sex: range.sex ?? 'everyone',
  minAgeYears: textOf(range.minAgeYears),
  maxAgeYears: textOf(range.maxAgeYears),
  low: textOf(range.low),
  high: textOf(range.high),
});

const toRange = (row: RangeRow) => ({
  sex: row.sex === 'everyone' ? null : row.sex,
  minAgeYears: optionalNumberOf(row.minAgeYears),
  maxAgeYears: optionalNumberOf(row.maxAgeYears),
  low: optionalNumberOf(row.low),
  high: optionalNumberOf(row.high),
});

type NumberField = 'minAgeYears' | 'maxAgeYears' | 'low' | 'high';

/**
 * A measured value's reference ranges, edited as rows and saved all at once: the server takes the
 * whole set or, refusing it (two ranges of one sex sharing an age, low above high), none of it.
 */
export function ReferenceRangesForm({ testId, value }: { testId: string; value: LabTestValue }) {
  const copy = useCopy();
  const text = copy.labCatalogue;
  const fieldError = useFieldError();
  const id = useId();
  const replace = useReplaceRanges(testId, value._id);
  const nextKey = useRef(value.ranges.length);
  const [rows, setRows] = useState(() => value.ranges.map(toRow));
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const change = (key: number, changes: Partial<RangeRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...changes } : row)));
  const add = () => {
    setRows((current) => [...current, toRow(EMPTY_RANGE, nextKey.current)]);
    nextKey.current += 1;
  };
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (replace.isPending) return;
    const parsed = referenceRangesInput.safeParse({ ranges: rows.map(toRange) });
    setIssues(parsed.success ? {} : issuesByField(parsed.error));
    if (!parsed.success) return;
    setFailure(null);
    replace.mutate(parsed.data, {
      onSuccess: () => toast.success(text.rangesSaved(value.title)),
      onError: (error) => {
        const message = error instanceof Error ? error.message : copy.errors.generic;
        setFailure(message);
        toast.error(message);
      },
    });
  };

  const headingId = `${id}-heading`;
  const numberInput = (row: RangeRow, index: number, field: NumberField, label: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      step="any"
      value={row[field]}
      onChange={(event) => change(row.key, { [field]: event.target.value })}
      error={fieldError(
        label,
        issues[`ranges.${index}.${field}`]
          ? { type: 'validate', message: issues[`ranges.${index}.${field}`] }
          : undefined,
      )}
    />
  );
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      className="flex flex-col gap-2"
    >
      <h3 id={headingId} className="text-lg font-semibold break-words">
        {text.rangesHeading(value.title, value.unit)}
      </h3>
      {rows.length === 0 && <p className="text-sm">{text.noRanges}</p>}
      {rows.map((row, index) => (
        <fieldset key={row.key} className="rounded-box border border-base-300 p-3">
          <legend className="px-1 font-medium">{text.range(index + 1)}</legend>
          <div className="grid grid-cols-2 gap-x-3 sm:grid-cols-5">
            <FormField id={`${id}-${row.key}-sex`} label={text.sex}>
              <select
                id={`${id}-${row.key}-sex`}
                className="select select-bordered w-full"
                value={row.sex}
                onChange={(event) =>
                  change(row.key, { sex: event.target.value as RangeRow['sex'] })
                }
              >
                {(['everyone', ...RANGE_SEXES] as const).map((sex) => (
                  <option key={sex} value={sex}>
                    {text.sexes[sex]}
                  </option>
                ))}
              </select>
            </FormField>
            {numberInput(row, index, 'minAgeYears', text.minAge)}
            {numberInput(row, index, 'maxAgeYears', text.maxAge)}
            {numberInput(row, index, 'low', text.low)}
            {numberInput(row, index, 'high', text.high)}
          </div>
          <button
            type="button"
            className="btn btn-ghost btn-sm mt-2 text-error max-sm:h-11"
            onClick={() => remove(row.key)}
          >
            {text.removeRange(index + 1)}
          </button>
        </fieldset>
      ))}
      {issues.ranges && (
        <p className="text-sm text-error">
          {fieldError(undefined, { type: 'validate', message: issues.ranges })}
        </p>
      )}
      <button type="button" className="btn btn-outline btn-sm self-start max-sm:h-11" onClick={add}>
        {text.addRange}
      </button>
      <SaveFailure message={failure} />
      <SubmitButton busy={replace.isPending} className="w-full sm:w-auto sm:self-start">
        {text.saveRanges}
      </SubmitButton>
    </form>
  );
}

const EMPTY_RANGE: ReferenceRange = {
  sex: null,
  minAgeYears: null,
  maxAgeYears: null,
  low: null,
  high: null,
};
