import { zodResolver } from '@hookform/resolvers/zod';
import {
  onDemandInput,
  SYMPTOMS_MAX_LENGTH,
  type OnDemandInput,
  type OnDemandTreatment,
  type PatientProfile,
} from '@sustho/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { CoveredPrice } from '../../../components/covered-price';
import { PatientSelect } from '../../../components/patient-select';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useAuth } from '../../../hooks/use-auth';
import { isClientError } from '../../../lib/api-client';
import { coveringPlan, useMyPlan } from '../../../lib/my-plan';
import { useFieldError } from '../../../lib/field-error';
import { useTreatmentTitle } from '../../../lib/specialties';
import { useCreateOnDemandRequest } from '../api/create-on-demand-request';

/**
 * The optional fields, checked by the API's own rules: a phone left empty is not sent (the API
 * then texts the profile's or the last booking's number), nor are empty symptoms.
 */
const requestForm = z.object({
  phone: onDemandInput.shape.phone.unwrap().or(z.literal('')),
  symptoms: onDemandInput.shape.symptoms.unwrap(),
});
type RequestForm = z.input<typeof requestForm>;

function RequestFields({
  treatment,
  busy,
  problem,
  onSubmit,
  onClose,
}: {
  treatment: OnDemandTreatment;
  busy: boolean;
  /** Why the last request was refused, as the API says it. */
  problem: string | null;
  onSubmit: (values: RequestForm, member: PatientProfile | null) => void;
  onClose: () => void;
}) {
  const copy = useCopy();
  const text = copy.consultNow.form;
  const show = useFormat();
  const fieldError = useFieldError();
  const { user } = useAuth();
  const symptomsId = useId();
  const [member, setMember] = useState<PatientProfile | null>(null);
  const myPlan = useMyPlan(!!user);
  // The plan may pay for it: Professional for Myself only, Enterprise for the whole family.
  const covering = treatment.price === 0 ? null : coveringPlan(myPlan.data, member === null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<RequestForm>({
    resolver: zodResolver(requestForm, undefined, { raw: true }),
    defaultValues: { phone: '', symptoms: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const symptoms = useWatch({ control, name: 'symptoms' }) ?? '';
  // As on the booking form: a member's request reaches them on their own phone when they have one.
  const choosePatient = (chosen: PatientProfile | null) => {
    setMember(chosen);
    setValue('phone', chosen?.phone ?? '');
  };
  const symptomsError = fieldError(text.symptoms, errors.symptoms);
  const counter = text.counter(show.number(symptoms.length), show.number(SYMPTOMS_MAX_LENGTH));
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values, member))}
      className="flex flex-col gap-2"
    >
      <PatientSelect value={member?._id ?? ''} signedIn={!!user} onChange={choosePatient} />
      <FormField id={symptomsId} label={text.symptoms} error={symptomsError} hint={counter}>
        <textarea
          id={symptomsId}
          rows={4}
          maxLength={SYMPTOMS_MAX_LENGTH}
          className={`textarea textarea-bordered w-full ${symptomsError ? 'textarea-error' : ''}`}
          aria-invalid={symptomsError ? true : undefined}
          aria-describedby={describedBy(symptomsId, symptomsError, counter)}
          {...register('symptoms')}
        />
      </FormField>
      <TextField
        label={text.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={text.phoneHint}
        error={fieldError(text.phone, errors.phone)}
        {...register('phone')}
      />
      {covering ? (
        <CoveredPrice price={treatment.price} currency={treatment.currency} plan={covering} />
      ) : (
        <TextField
          label={text.price}
          value={show.price(treatment.price, treatment.currency, 'prefix')}
          readOnly
        />
      )}
      <p className="alert alert-info text-sm">
        {text.refundRule(show.number(treatment.maxWaitMinutes))}
      </p>
      {problem && (
        <p role="alert" className="text-error">
          {problem}
        </p>
      )}
      <DialogFormActions
        signedIn={!!user}
        busy={busy}
        onClose={onClose}
        labels={{ close: text.close, submit: text.submit, login: copy.appointments.modal.login }}
        loginReason={copy.consultNow.loginToConsult}
      />
    </form>
  );
}

/**
 * The request form of one treatment (services.md §3): for whom, what the problem is, a phone, the
 * price and the refund rule. A request made goes to its payment page, or straight to its waiting
 * page when nothing is to be paid; a refusal is said in the dialog, which stays open.
 */
export function ConsultNowForm({
  treatment,
  onClose,
}: {
  treatment: OnDemandTreatment | null;
  onClose: () => void;
}) {
  const copy = useCopy();
  const treatmentTitle = useTreatmentTitle();
  const dialog = useRef<HTMLDialogElement>(null);
  const create = useCreateOnDemandRequest();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (treatment && !element.open) element.showModal();
    if (!treatment && element.open) element.close();
  }, [treatment]);

  const close = () => {
    setProblem(null);
    onClose();
  };

  const submit = (values: RequestForm, member: PatientProfile | null) => {
    // The button is disabled while a request is on its way; this also stops a second Enter press.
    if (!treatment || create.isPending) return;
    setProblem(null);
    const symptoms = values.symptoms?.trim();
    const request: OnDemandInput = {
      treatmentName: treatment.treatmentName,
      ...(values.phone ? { phone: values.phone } : {}),
      ...(member ? { patientId: member._id } : {}),
      ...(symptoms ? { symptoms } : {}),
    };
    create.mutate(request, {
      // In place of the open form, so Back leads to the list rather than to a second request.
      onSuccess: (created) =>
        void navigate(
          created.state === 'awaiting_payment'
            ? paths.payment(created._id)
            : paths.consultNowWaiting(created._id),
          { replace: true },
        ),
      onError: (error) =>
        setProblem(isClientError(error) ? error.message : copy.consultNow.form.failed),
    });
  };

  return (
    <dialog ref={dialog} className="modal" aria-labelledby="consult-now-title" onCancel={close}>
      <div className="modal-box w-full max-w-lg p-4 sm:p-6">
        <h3 id="consult-now-title" className="text-lg font-bold">
          {treatment && copy.consultNow.form.title(treatmentTitle(treatment.treatmentName))}
        </h3>
        {treatment && (
          <RequestFields
            key={treatment.treatmentName}
            treatment={treatment}
            busy={create.isPending}
            problem={problem}
            onSubmit={submit}
            onClose={close}
          />
        )}
      </div>
    </dialog>
  );
}
