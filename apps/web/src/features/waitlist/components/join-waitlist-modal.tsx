import { zodResolver } from '@hookform/resolvers/zod';
import { waitlistInput, type AppointmentOption, type PatientProfile } from '@sustho/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { PatientSelect } from '../../../components/patient-select';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { TextField } from '../../../components/ui/text-field';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useAuth } from '../../../hooks/use-auth';
import { isClientError } from '../../../lib/api-client';
import { useFieldError } from '../../../lib/field-error';
import { useJoinWaitlist } from '../api/join-waitlist';

/**
 * The name the booking will be for and the number the offer's SMS goes to, checked by the API's
 * own rules; the phone is asked for here, so an offer can later be booked with one press.
 */
const joinForm = waitlistInput.pick({ patientName: true }).extend({
  phone: waitlistInput.shape.phone.unwrap(),
});
type JoinForm = z.input<typeof joinForm>;
/** The form's fields and whom the place is for: a family member's id, none for Myself. */
type JoinChoice = JoinForm & { patientId?: string };

function JoinFields({
  date,
  busy,
  onSubmit,
  onClose,
}: {
  date: string;
  busy: boolean;
  onSubmit: (values: JoinChoice) => void;
  onClose: () => void;
}) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.waitlist;
  const fields = copy.appointments.modal;
  const { user } = useAuth();
  const fieldError = useFieldError();
  const defaults: JoinForm = { patientName: user?.name ?? '', phone: '' };
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<JoinForm>({
    resolver: zodResolver(joinForm, undefined, { raw: true }),
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [member, setMember] = useState<PatientProfile | null>(null);
  // As on the booking form: a member's place is in their name, offered on their own phone if any.
  const choosePatient = (chosen: PatientProfile | null) => {
    setMember(chosen);
    setValue('patientName', chosen?.name ?? defaults.patientName);
    setValue('phone', chosen?.phone ?? defaults.phone);
  };
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        onSubmit({ ...values, ...(member ? { patientId: member._id } : {}) }),
      )}
      className="flex flex-col gap-2"
    >
      <p>{text.modal.explain}</p>
      <PatientSelect value={member?._id ?? ''} signedIn={!!user} onChange={choosePatient} />
      <TextField label={fields.date} value={show.date(date)} readOnly />
      <TextField
        label={fields.name}
        autoComplete="name"
        readOnly={member !== null}
        error={fieldError(fields.name, errors.patientName)}
        {...register('patientName')}
      />
      <TextField
        label={fields.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={fields.phoneHint}
        error={fieldError(fields.phone, errors.phone)}
        {...register('phone')}
      />
      <DialogFormActions
        signedIn={!!user}
        busy={busy}
        onClose={onClose}
        labels={{ close: fields.close, submit: text.modal.submit, login: fields.login }}
        loginReason={text.modal.loginToJoin}
      />
    </form>
  );
}

/**
 * 'Join waitlist' for a treatment with no free slot on a day (docs/product/appointment-life.md §6): a visitor is sent to log
 * in, as for booking; a patient gives the booking's name and phone and joins. The answer is a toast.
 */
export function JoinWaitlistModal({
  treatment,
  date,
  onClose,
}: {
  treatment: AppointmentOption | null;
  date: string;
  onClose: () => void;
}) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.waitlist;
  const dialog = useRef<HTMLDialogElement>(null);
  const join = useJoinWaitlist();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (treatment && !element.open) element.showModal();
    if (!treatment && element.open) element.close();
  }, [treatment]);

  const submit = (values: JoinChoice) => {
    if (!treatment || join.isPending) return;
    join.mutate(
      { ...values, treatmentName: treatment.name, appointmentDate: date },
      {
        onSuccess: () => {
          toast.success(text.joined(show.date(date)));
          onClose();
        },
        onError: (error) =>
          toast.error(isClientError(error) ? error.message : copy.appointments.failed),
      },
    );
  };

  return (
    <dialog ref={dialog} className="modal" aria-labelledby="waitlist-title" onCancel={onClose}>
      <div className="modal-box">
        <h3 id="waitlist-title" className="text-lg font-bold">
          {treatment && text.modal.title(treatment.title)}
        </h3>
        {treatment && (
          <JoinFields
            key={`${treatment._id} ${date}`}
            date={date}
            busy={join.isPending}
            onSubmit={submit}
            onClose={onClose}
          />
        )}
      </div>
    </dialog>
  );
}
