import { SEXES, type ClinicalProfileInput, type Sex } from '@sustho/contracts';
import { useId } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { TextField } from '../../../components/ui/text-field';
import { useCopy } from '../../../copy/language';

/** Date of birth and sex, as the consent step and the profile page ask for them. */
export function PatientFactsFields({
  value,
  onChange,
}: {
  value: ClinicalProfileInput;
  onChange: (next: ClinicalProfileInput) => void;
}) {
  const copy = useCopy();
  const text = copy.clinicalRecord.consent;
  const sexId = useId();
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        label={text.dateOfBirth}
        type="date"
        min="1900-01-01"
        max={today}
        value={value.dateOfBirth ?? ''}
        onChange={(event) => onChange({ ...value, dateOfBirth: event.target.value || null })}
      />
      <FormField id={sexId} label={text.sex}>
        <select
          id={sexId}
          className="select select-bordered w-full"
          value={value.sex ?? ''}
          onChange={(event) =>
            onChange({ ...value, sex: (event.target.value || null) as Sex | null })
          }
        >
          <option value="">{text.chooseSex}</option>
          {SEXES.map((sex) => (
            <option key={sex} value={sex}>
              {text.sexes[sex]}
            </option>
          ))}
        </select>
      </FormField>
    </div>
  );
}
