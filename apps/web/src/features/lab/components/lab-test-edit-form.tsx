import { labTestPatch, type LabTestEntry } from '@sustho/contracts';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useCopy } from '../../../copy/language';
import { useFieldError } from '../../../lib/field-error';
import { useUpdateLabTest } from '../api/edit-lab-test';
import { issuesByField, numberOf } from './form-issues';
import { SaveFailure } from './save-failure';

/** A test's own settings: price, turnaround, preparation in both languages, home collection. */
export function LabTestEditForm({ entry }: { entry: LabTestEntry }) {
  const copy = useCopy();
  const text = copy.labCatalogue;
  const fieldError = useFieldError();
  const id = useId();
  const update = useUpdateLabTest(entry._id);
  const [price, setPrice] = useState(String(entry.price));
  const [turnaround, setTurnaround] = useState(String(entry.turnaroundHours));
  const [preparationEn, setPreparationEn] = useState(entry.preparation.en);
  const [preparationBn, setPreparationBn] = useState(entry.preparation.bn);
  const [homeCollection, setHomeCollection] = useState(entry.homeCollection);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const problem = (field: string, label: string) =>
    fieldError(label, issues[field] ? { type: 'validate', message: issues[field] } : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const parsed = labTestPatch.safeParse({
      price: numberOf(price),
      turnaroundHours: numberOf(turnaround),
      preparation: { en: preparationEn, bn: preparationBn },
      homeCollection,
    });
    setIssues(parsed.success ? {} : issuesByField(parsed.error));
    if (!parsed.success) return;
    setFailure(null);
    update.mutate(parsed.data, {
      onSuccess: () => toast.success(text.testSaved(entry.name)),
      onError: (error) => {
        const message = error instanceof Error ? error.message : copy.errors.generic;
        setFailure(message);
        toast.error(message);
      },
    });
  };

  const enId = `${id}-preparation-en`;
  const bnId = `${id}-preparation-bn`;
  const enError = problem('preparation.en', text.preparationEn);
  const bnError = problem('preparation.bn', text.preparationBn);
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <h3 className="text-lg font-semibold">{text.testHeading}</h3>
      <div className="grid gap-2 sm:grid-cols-2">
        <TextField
          label={text.price(entry.currency)}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          error={problem('price', text.price(entry.currency))}
        />
        <TextField
          label={text.turnaroundHours}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={turnaround}
          onChange={(event) => setTurnaround(event.target.value)}
          error={problem('turnaroundHours', text.turnaroundHours)}
        />
      </div>
      <FormField id={enId} label={text.preparationEn} error={enError}>
        <textarea
          id={enId}
          lang="en"
          className="textarea textarea-bordered w-full"
          value={preparationEn}
          onChange={(event) => setPreparationEn(event.target.value)}
          aria-invalid={enError ? true : undefined}
          aria-describedby={enError ? `${enId}-error` : undefined}
        />
      </FormField>
      <FormField id={bnId} label={text.preparationBn} error={bnError} hint={text.preparationBnHint}>
        <textarea
          id={bnId}
          lang="bn"
          className="textarea textarea-bordered w-full"
          value={preparationBn}
          onChange={(event) => setPreparationBn(event.target.value)}
          aria-invalid={bnError ? true : undefined}
          aria-describedby={bnError ? `${bnId}-error` : `${bnId}-hint`}
        />
      </FormField>
      <label className="label cursor-pointer justify-start gap-3 py-2">
        <input
          type="checkbox"
          className="checkbox"
          checked={homeCollection}
          onChange={(event) => setHomeCollection(event.target.checked)}
        />
        <span className="label-text">{text.homeCollection}</span>
      </label>
      <SaveFailure message={failure} />
      <SubmitButton busy={update.isPending} className="w-full sm:w-auto sm:self-start">
        {text.saveTest}
      </SubmitButton>
    </form>
  );
}
