import { zodResolver } from '@hookform/resolvers/zod';
import {
  FAMILY_RELATIONS,
  familyMemberInput,
  phoneNumber,
  SEXES,
  type FamilyMemberPatch,
  type PatientProfile,
} from '@sustho/contracts';
import { useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useCopy } from '../../../copy/language';
import { ApiError } from '../../../lib/api-client';
import { useFieldError } from '../../../lib/field-error';

/** A choice left on its 'Choose' option is a missing field, said as every missing field is. */
const chosen = <T extends z.ZodType<unknown, string>>(choice: T) =>
  z.string().min(1, { message: 'is required' }).pipe(choice);

/**
 * The API's own rules on what the form holds: a select left unchosen or an empty phone are the
 * form's blanks ('' ), which the request then leaves out or clears.
 */
const memberForm = z.object({
  name: familyMemberInput.shape.name,
  relation: chosen(familyMemberInput.shape.relation),
  dateOfBirth: familyMemberInput.shape.dateOfBirth,
  sex: chosen(familyMemberInput.shape.sex),
  phone: phoneNumber.or(z.literal('')),
});
/** Myself: the name is the account's (changed on Profile) and the relation is always Myself. */
const selfForm = memberForm.extend({ name: z.string(), relation: z.string() });
type MemberForm = z.input<typeof memberForm>;

/** 'body.dateOfBirth: must be …' (one issue, or several joined by '; '): the fields the API named. */
const FIELD_PROBLEM = /^body\.(\w+): (.+)$/;
const FORM_FIELDS = Object.keys(memberForm.shape);

const formValues = (profile: PatientProfile | null): MemberForm => ({
  name: profile?.name ?? '',
  relation: profile && !profile.self ? profile.relation : '',
  dateOfBirth: profile?.dateOfBirth ?? '',
  sex: profile?.sex ?? '',
  phone: profile?.phone ?? '',
});

/** What the request sends: Myself leaves out name and relation; an empty phone is none. */
function requestOf(values: MemberForm, self: boolean): FamilyMemberPatch {
  const { name, relation, phone, ...facts } = values;
  return {
    ...(self ? {} : { name, relation: relation as FamilyMemberPatch['relation'] }),
    dateOfBirth: facts.dateOfBirth,
    sex: facts.sex as FamilyMemberPatch['sex'],
    phone: phone ? phone : null,
  };
}

/**
 * The form of one profile, to add a member (`profile` null) or change one. A problem the API
 * finds with a field is shown beside that field, like the form's own checks; any other refusal
 * (too many members) above the buttons. The button cannot be pressed again while it is saving.
 */
export function FamilyMemberForm({
  profile,
  busy,
  onSave,
  onCancel,
}: {
  profile: PatientProfile | null;
  busy: boolean;
  /** Sends the request; rejects with the API's refusal. */
  onSave: (request: FamilyMemberPatch) => Promise<unknown>;
  onCancel: () => void;
}) {
  const copy = useCopy();
  const text = copy.family.form;
  const fieldError = useFieldError();
  const self = profile?.self ?? false;
  const relationId = useId();
  const sexId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const defaults = formValues(profile);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MemberForm>({
    resolver: zodResolver(self ? selfForm : memberForm, undefined, { raw: true }),
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const labels: Record<keyof MemberForm, string> = {
    name: text.name,
    relation: text.relation,
    dateOfBirth: text.dateOfBirth,
    sex: text.sex,
    phone: text.phone,
  };

  const showRefusal = (error: unknown) => {
    const message = error instanceof Error ? error.message : copy.errors.generic;
    const problems =
      error instanceof ApiError && error.status === 400
        ? message.split('; ').map((part) => FIELD_PROBLEM.exec(part))
        : [];
    const fieldProblems = problems.filter(
      (problem): problem is RegExpExecArray => !!problem && FORM_FIELDS.includes(problem[1]!),
    );
    if (fieldProblems.length === 0 || fieldProblems.length !== problems.length) {
      setFailure(message);
      return;
    }
    for (const [, field, problem] of fieldProblems) {
      const name = field as FieldPath<MemberForm>;
      setError(name, { type: 'server', message: `${labels[name]} ${problem}` });
    }
  };

  const submit = async (values: MemberForm) => {
    if (busy) return;
    setFailure(null);
    await onSave(requestOf(values, self)).catch(showRefusal);
  };

  const today = new Date().toISOString().slice(0, 10);
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-2">
      {self ? (
        <p className="text-sm">{text.ownNameHint}</p>
      ) : (
        <>
          <TextField
            label={text.name}
            autoComplete="off"
            error={fieldError(text.name, errors.name)}
            {...register('name')}
          />
          <FormField
            id={relationId}
            label={text.relation}
            error={fieldError(text.relation, errors.relation)}
          >
            <select
              id={relationId}
              className="select select-bordered w-full"
              aria-invalid={errors.relation ? true : undefined}
              aria-describedby={errors.relation ? `${relationId}-error` : undefined}
              // React picks an uncontrolled select's option from defaultValue, not the form's.
              defaultValue={defaults.relation}
              {...register('relation')}
            >
              <option value="">{text.chooseRelation}</option>
              {FAMILY_RELATIONS.map((relation) => (
                <option key={relation} value={relation}>
                  {copy.family.relations[relation]}
                </option>
              ))}
            </select>
          </FormField>
        </>
      )}
      <TextField
        label={text.dateOfBirth}
        type="date"
        min="1900-01-01"
        max={today}
        error={fieldError(text.dateOfBirth, errors.dateOfBirth)}
        {...register('dateOfBirth')}
      />
      <FormField id={sexId} label={text.sex} error={fieldError(text.sex, errors.sex)}>
        <select
          id={sexId}
          className="select select-bordered w-full"
          aria-invalid={errors.sex ? true : undefined}
          aria-describedby={errors.sex ? `${sexId}-error` : undefined}
          defaultValue={defaults.sex}
          {...register('sex')}
        >
          <option value="">{text.chooseSex}</option>
          {SEXES.map((sex) => (
            <option key={sex} value={sex}>
              {copy.clinicalRecord.consent.sexes[sex]}
            </option>
          ))}
        </select>
      </FormField>
      <TextField
        label={text.phone}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        hint={text.phoneHint}
        error={fieldError(text.phone, errors.phone)}
        {...register('phone')}
      />
      {failure && (
        <p role="alert" className="alert alert-error">
          {failure}
        </p>
      )}
      <div className="modal-action flex-wrap">
        <button type="button" className="btn" onClick={onCancel} disabled={busy}>
          {text.cancel}
        </button>
        <SubmitButton busy={busy}>{text.save}</SubmitButton>
      </div>
    </form>
  );
}
