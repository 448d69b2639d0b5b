import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAX_MEDICINES,
  MEAL_TIMINGS,
  MEDICINE_NAME_MAX_LENGTH,
  prescriptionInput,
  type Medicine,
  type Prescription,
  type PrescriptionInput,
} from '@sustho/contracts';
import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { useCopy } from '../../../copy/language';
import { useFieldError } from '../../../lib/field-error';
import { useIssuePrescription } from '../api/issue-prescription';

const emptyMedicine: Medicine = {
  name: '',
  strength: '',
  form: '',
  dose: '',
  meal: 'after',
  durationDays: 5,
  instructions: '',
};

/** The form starts from the prescription in force, so a correction changes only what was wrong. */
const startFrom = (current: Prescription | undefined): PrescriptionInput =>
  current
    ? {
        medicines: current.medicines,
        investigations: current.investigations,
        advice: current.advice,
        followUpDays: current.followUpDays,
      }
    : { medicines: [emptyMedicine], investigations: '', advice: '', followUpDays: null };

function MealSelect({ label, ...select }: { label: string } & React.ComponentProps<'select'>) {
  const copy = useCopy();
  const text = copy.clinicalRecord.panel;
  const id = useId();
  return (
    <FormField id={id} label={label}>
      <select id={id} className="select select-bordered w-full" {...select}>
        {MEAL_TIMINGS.map((meal) => (
          <option key={meal} value={meal}>
            {text.meals[meal]}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/**
 * The prescription builder: medicines (name, strength, form, dose pattern, food, days,
 * instructions), investigations, advice and follow-up, then 'Issue prescription'. Once one is
 * issued, the button issues a correction that replaces it.
 */
export function PrescriptionBuilder({
  bookingId,
  current,
}: {
  bookingId: string;
  current: Prescription | undefined;
}) {
  const copy = useCopy();
  const fieldError = useFieldError();
  const text = copy.clinicalRecord.panel;
  const issue = useIssuePrescription(bookingId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PrescriptionInput>({
    resolver: zodResolver(prescriptionInput),
    defaultValues: startFrom(current),
  });
  const medicines = useFieldArray({ control: form.control, name: 'medicines' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await issue.mutateAsync(input);
      toast.success(text.issued);
    } catch (error) {
      setFailure((error as Error).message);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="prescription-heading"
      className="flex flex-col gap-4"
    >
      <h2 id="prescription-heading" className="text-xl font-semibold">
        {text.prescriptionHeading}
      </h2>
      {failure && (
        <p role="alert" className="alert alert-error">
          {failure}
        </p>
      )}
      {medicines.fields.map((field, index) => {
        const err = errors.medicines?.[index];
        return (
          <fieldset key={field.id} className="rounded-box border border-base-300 p-3">
            <legend className="px-1 font-semibold">{text.medicine(index + 1)}</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              <TextField
                label={text.medicineName}
                maxLength={MEDICINE_NAME_MAX_LENGTH}
                error={fieldError(text.medicineName, err?.name)}
                {...form.register(`medicines.${index}.name`)}
              />
              <TextField
                label={text.strength}
                maxLength={40}
                error={fieldError(text.strength, err?.strength)}
                {...form.register(`medicines.${index}.strength`)}
              />
              <TextField
                label={text.form}
                maxLength={40}
                error={fieldError(text.form, err?.form)}
                {...form.register(`medicines.${index}.form`)}
              />
              <TextField
                label={text.dose}
                maxLength={20}
                placeholder="1+0+1"
                error={fieldError(text.dose, err?.dose)}
                {...form.register(`medicines.${index}.dose`)}
              />
              <MealSelect
                label={text.meal}
                // Without it the list starts on (and the form reads) its first choice, not the medicine's.
                defaultValue={field.meal}
                {...form.register(`medicines.${index}.meal`)}
              />
              <TextField
                label={text.durationDays}
                type="number"
                min={1}
                max={365}
                error={fieldError(text.durationDays, err?.durationDays)}
                {...form.register(`medicines.${index}.durationDays`, { valueAsNumber: true })}
              />
            </div>
            <TextField
              label={text.instructions}
              maxLength={200}
              error={fieldError(text.instructions, err?.instructions)}
              {...form.register(`medicines.${index}.instructions`)}
            />
            <button
              type="button"
              className="btn btn-ghost btn-sm mt-2"
              onClick={() => medicines.remove(index)}
            >
              {text.removeMedicine(index + 1)}
            </button>
          </fieldset>
        );
      })}
      {medicines.fields.length < MAX_MEDICINES && (
        <button
          type="button"
          className="btn btn-outline btn-sm self-start"
          onClick={() => medicines.append(emptyMedicine)}
        >
          {text.addMedicine}
        </button>
      )}
      <TextArea
        label={text.investigations}
        rows={2}
        maxLength={2000}
        error={fieldError(text.investigations, errors.investigations)}
        {...form.register('investigations')}
      />
      <TextArea
        label={text.advice}
        rows={2}
        maxLength={2000}
        error={fieldError(text.advice, errors.advice)}
        {...form.register('advice')}
      />
      <TextField
        label={text.followUpDays}
        type="number"
        min={1}
        max={365}
        error={fieldError(text.followUpDays, errors.followUpDays)}
        {...form.register('followUpDays', {
          setValueAs: (value: unknown) =>
            value === '' || value === null || value === undefined ? null : Number(value),
        })}
      />
      <SubmitButton busy={issue.isPending} className="btn-primary self-start">
        {current ? text.issueCorrection : text.issue}
      </SubmitButton>
    </form>
  );
}
