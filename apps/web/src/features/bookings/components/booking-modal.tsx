import { zodResolver } from '@hookform/resolvers/zod';
import {
  bookingInput,
  type AppointmentOption,
  type Booking,
  type BookingInput,
  type PatientProfile,
} from '@sustho/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { CoveredPrice } from '../../../components/covered-price';
import { PatientSelect } from '../../../components/patient-select';
import { FormField } from '../../../components/ui/form-field';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { TextField } from '../../../components/ui/text-field';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { isClientError } from '../../../lib/api-client';
import { useFieldError } from '../../../lib/field-error';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../hooks/use-auth';
import { coveringPlan, useMyPlan } from '../../../lib/my-plan';
import { useCreateBooking } from '../api/create-booking';
import { bookingQuery } from '../api/get-booking';
import { useLastBookingDetails } from '../hooks/use-last-booking-details';

/**
 * The fields the patient fills in, checked by the API's own rules (the slot label is sent as it
 * is). `doctorId` is '' for 'Any available doctor' and is then left out of the booking.
 */
const bookingForm = bookingInput
  .pick({ patientName: true, slot: true, phone: true })
  .extend({ doctorId: bookingInput.shape.doctorId.or(z.literal('')) });
type BookingForm = z.input<typeof bookingForm>;
/** The form's fields and whom the booking is for: a family member's id, none for Myself. */
type BookingChoice = BookingForm & { patientId?: string };

/** A slot and a doctor chosen before the modal opens (on a doctor's profile). */
export interface BookingPreset {
  slot: string;
  doctorId: string;
}

/**
 * A completed consultation's free follow-up (services.md §3): for its patient (at the phone it was
 * booked with), with its doctor, on one of `days` ('Jan 5, 2023', from today to the last day
 * allowed). Picking another day asks the opener for that day's slots (`onDay`); the day picked
 * shows at once, the form follows when the opener hands in that day's options.
 */
export interface FollowUpTerms {
  consultation: Pick<Booking, '_id' | 'doctorId' | 'patientId' | 'patientName' | 'phone'>;
  days: string[];
  picked: string;
  onDay: (date: string) => void;
}

interface BookingFormProps {
  treatment: AppointmentOption;
  /** The name and phone of the patient's last booking, which the form starts from. */
  last: Pick<Booking, 'patientName' | 'phone'> | undefined;
  date: string;
  preset?: BookingPreset;
  followUp?: FollowUpTerms;
  busy: boolean;
  onSubmit: (values: BookingChoice) => void;
  onClose: () => void;
}

/** A follow-up's fixed terms: whom it is for, on which of its days, and its price, 'Free follow-up'. */
function FollowUpFields({ terms }: { terms: FollowUpTerms }) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.appointments.modal;
  const dayId = useId();
  return (
    <>
      <TextField label={copy.family.forLabel} value={terms.consultation.patientName} readOnly />
      <FormField id={dayId} label={text.date}>
        <select
          id={dayId}
          className="select select-bordered w-full"
          value={terms.picked}
          onChange={(event) => terms.onDay(event.target.value)}
        >
          {terms.days.map((day) => (
            <option key={day} value={day}>
              {show.date(day)}
            </option>
          ))}
        </select>
      </FormField>
      <TextField label={text.price} value={text.freeFollowUp} readOnly />
    </>
  );
}

function BookingFields({
  treatment,
  last,
  date,
  preset,
  followUp,
  busy,
  onSubmit,
  onClose,
}: BookingFormProps) {
  const copy = useCopy();
  const fieldError = useFieldError();
  const show = useFormat();
  const text = copy.appointments;
  const { user } = useAuth();
  const slotId = useId();
  const doctorFieldId = useId();
  // A follow-up is with its consultation's doctor, at one of that doctor's free slots.
  const followedDoctor = followUp
    ? treatment.doctors.find((doctor) => doctor._id === followUp.consultation.doctorId)
    : undefined;
  const slots = followUp ? (followedDoctor?.slots ?? []) : treatment.slots;
  const doctors = followUp ? (followedDoctor ? [followedDoctor] : []) : undefined;
  const defaults: BookingForm = {
    slot: preset?.slot ?? slots[0] ?? '',
    doctorId: followUp?.consultation.doctorId ?? preset?.doctorId ?? '',
    patientName: followUp?.consultation.patientName ?? last?.patientName ?? user?.name ?? '',
    phone: followUp?.consultation.phone || last?.phone || '',
  };
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<BookingForm>({
    resolver: zodResolver(bookingForm, undefined, { raw: true }),
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const slot = useWatch({ control, name: 'slot' });
  const [member, setMember] = useState<PatientProfile | null>(null);
  const myPlan = useMyPlan(!!user);
  // A follow-up is free anyway; otherwise the plan may pay, Professional for Myself only.
  const covering =
    followUp || treatment.price === 0 ? null : coveringPlan(myPlan.data, member === null);

  // A member's booking is in their name, and reaches them on their own phone when they have one;
  // back to Myself, the form starts again from the account's own details.
  const choosePatient = (chosen: PatientProfile | null) => {
    setMember(chosen);
    setValue('patientName', chosen?.name ?? defaults.patientName, { shouldValidate: false });
    setValue('phone', chosen?.phone ?? defaults.phone);
  };

  // The session and the last booking may arrive after the form opened: they fill in what is
  // still empty, never what the patient typed.
  const { patientName: knownName, phone: knownPhone } = defaults;
  useEffect(() => {
    if (!getValues('patientName') && knownName) setValue('patientName', knownName);
    if (!getValues('phone') && knownPhone) setValue('phone', knownPhone);
  }, [knownName, knownPhone, getValues, setValue]);
  const freeDoctors = treatment.doctors.filter((doctor) => doctor.slots.includes(slot));

  // A doctor chosen for one slot may not be free at the next one picked: fall back to any doctor.
  useEffect(() => {
    const chosen = getValues('doctorId');
    const free = treatment.doctors.some(
      (doctor) => doctor._id === chosen && doctor.slots.includes(slot),
    );
    if (chosen && !free) setValue('doctorId', '');
  }, [slot, treatment, getValues, setValue]);

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        const patientId = followUp?.consultation.patientId ?? member?._id;
        onSubmit({ ...values, ...(patientId ? { patientId } : {}) });
      })}
      className="flex flex-col gap-2"
    >
      {followUp ? (
        <FollowUpFields terms={followUp} />
      ) : (
        <>
          <PatientSelect value={member?._id ?? ''} signedIn={!!user} onChange={choosePatient} />
          <TextField label={text.modal.date} value={show.date(date)} readOnly />
        </>
      )}
      <FormField
        id={slotId}
        label={text.modal.slot}
        hint={followUp && slots.length === 0 ? copy.reschedule.noSlots : undefined}
      >
        {/* React picks an uncontrolled select's option from defaultValue; the form's default alone left the first option showing, losing a slot or doctor chosen on a profile. */}
        <select
          id={slotId}
          className="select select-bordered w-full"
          defaultValue={defaults.slot}
          {...register('slot')}
        >
          {slots.map((label) => (
            <option key={label} value={label}>
              {show.slot(label)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={doctorFieldId} label={text.modal.doctor}>
        <select
          id={doctorFieldId}
          className="select select-bordered w-full"
          defaultValue={defaults.doctorId}
          {...register('doctorId')}
        >
          {!followUp && <option value="">{text.modal.anyDoctor}</option>}
          {(doctors ?? freeDoctors).map((doctor) => (
            <option key={doctor._id} value={doctor._id}>
              {show.doctor(doctor.name)}
            </option>
          ))}
        </select>
      </FormField>
      {covering && (
        <CoveredPrice price={treatment.price} currency={treatment.currency} plan={covering} />
      )}
      <TextField
        label={text.modal.name}
        autoComplete="name"
        readOnly={member !== null || followUp !== undefined}
        error={fieldError(text.modal.name, errors.patientName)}
        {...register('patientName')}
      />
      <TextField label={text.modal.email} type="email" value={user?.email ?? ''} readOnly />
      <TextField
        label={text.modal.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={text.modal.phoneHint}
        error={fieldError(text.modal.phone, errors.phone)}
        {...register('phone')}
      />
      <DialogFormActions
        signedIn={!!user}
        busy={busy}
        onClose={onClose}
        labels={{ close: text.modal.close, submit: text.modal.submit, login: text.modal.login }}
        loginReason={text.modal.loginToBook}
      />
    </form>
  );
}

/**
 * The booking modal for one treatment on one day. It closes as soon as the patient submits; the
 * answer arrives as a toast ('Booking confirmed', the server's reason, or 'Error! Please try again'),
 * and the day's free slots are fetched again either way. A booking made goes on to its payment
 * page when it has a price, or to its confirmation when it is free (decision 040), as a
 * follow-up always is.
 */
export function BookingModal({
  treatment,
  date,
  preset,
  followUp,
  onClose,
}: {
  treatment: AppointmentOption | null;
  date: string;
  preset?: BookingPreset;
  followUp?: FollowUpTerms;
  onClose: () => void;
}) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.appointments;
  const dialog = useRef<HTMLDialogElement>(null);
  const createBooking = useCreateBooking();
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Asked while the page shows, so the form opens with them already filled in.
  const last = useLastBookingDetails();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (treatment && !element.open) element.showModal();
    if (!treatment && element.open) element.close();
  }, [treatment]);

  // A priced booking a plan covered costs nothing: the booking itself says so (its `coveredBy`
  // and price), so it goes to its confirmation rather than to a payment.
  const nextPage = async (id: string, free: boolean) => {
    if (free) return paths.bookingConfirmed(id);
    const made = await queryClient.fetchQuery(bookingQuery(id)).catch(() => null);
    return made && (made.coveredBy || made.price === 0)
      ? paths.bookingConfirmed(id)
      : paths.payment(id);
  };

  const book = (values: BookingChoice) => {
    // The button is disabled while a booking is on its way; this also stops a second Enter press.
    if (!treatment || !user || createBooking.isPending) return;
    const { doctorId, ...fields } = values;
    const booking: BookingInput = {
      ...fields,
      ...(doctorId ? { doctorId } : {}),
      appointmentDate: date,
      treatmentName: treatment.name,
      email: user.email,
      price: treatment.price,
      ...(followUp ? { followUpOf: followUp.consultation._id } : {}),
    };
    const free = followUp !== undefined || treatment.price === 0;
    onClose();
    createBooking.mutate(booking, {
      onSuccess: (result) => {
        if (result.acknowledged) {
          toast.success(text.confirmed);
          void nextPage(result.insertedId, free).then((next) => navigate(next));
        } else
          toast.error(
            text.refused[result.reason]({
              message: result.message,
              date: show.date(date),
              slot: show.slot(values.slot),
            }),
          );
      },
      onError: (error) => toast.error(isClientError(error) ? error.message : text.failed),
    });
  };

  return (
    <dialog ref={dialog} className="modal" aria-labelledby="booking-title" onCancel={onClose}>
      <div className="modal-box">
        <h3 id="booking-title" className="text-lg font-bold">
          {treatment?.title}
        </h3>
        {treatment && (
          <BookingFields
            key={`${treatment._id} ${date} ${preset?.slot ?? ''}`}
            treatment={treatment}
            last={last}
            date={date}
            preset={preset}
            followUp={followUp}
            busy={createBooking.isPending}
            onSubmit={book}
            onClose={onClose}
          />
        )}
      </div>
    </dialog>
  );
}
