import { zodResolver } from '@hookform/resolvers/zod';
import {
  addDays,
  fromMinorUnits,
  LAB_PAYMENT_METHODS,
  toMinorUnits,
  type LabOrder,
  type LabOrderInput,
  type LabTest,
  type PatientProfile,
} from '@sustho/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PatientSelect } from '../../../components/patient-select';
import { PaymentChoice } from '../../../components/payment-choice';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useAuth } from '../../../hooks/use-auth';
import { ApiError } from '../../../lib/api-client';
import { useClientConfig } from '../../../lib/client-config';
import { useClinicToday } from '../../../lib/family';
import { useFieldError } from '../../../lib/field-error';
import { useCreateLabOrder } from '../api/change-lab-order';
import { useHomeCollectionFee } from '../api/get-home-collection-fee';
import { collectionSlotStart } from '../collection';
import {
  addressOf,
  labOrderForm,
  type LabOrderFormInput,
  type LabOrderFormValues,
} from '../lab-order-form-schema';
import { CollectionAddressFields } from './collection-address-fields';
import { CollectionSlotPicker } from './collection-slot-picker';

/** How far ahead a collection may be booked when the clinic's setting is not known yet. */
const DEFAULT_HORIZON_DAYS = 30;

/** The chosen tests, each with its price and preparation, and 'Remove'. */
function ChosenTests({ tests, onRemove }: { tests: LabTest[]; onRemove: (id: string) => void }) {
  const text = useCopy().labOrders.booking;
  const show = useFormat();
  return (
    <ul className="flex flex-col gap-2">
      {tests.map((test) => (
        <li
          key={test._id}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-box border border-base-300 p-3"
        >
          <span className="font-medium">{test.title}</span>
          <span>{show.price(test.price, test.currency)}</span>
          {test.preparation && (
            <span className="basis-full text-sm">{text.preparation(test.preparation)}</span>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-sm ml-auto min-h-11"
            aria-label={text.remove(test.title)}
            onClick={() => onRemove(test._id)}
          >
            {text.removeShort}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The booking form (services.md §6): for whom, the tests, home collection (address, day and a
 * 30-minute slot with what is left) or a lab visit on a day, and how to pay. A full slot (409)
 * is said above the button and the day's slots are asked again; the button cannot be pressed
 * twice.
 */
export function LabOrderForm({
  tests,
  onRemove,
  patientId,
  onPatient,
  prescriptionId,
  onBooked,
}: {
  tests: LabTest[];
  onRemove: (id: string) => void;
  /** The chosen profile's id, '' for Myself. */
  patientId: string;
  onPatient: (member: PatientProfile | null) => void;
  prescriptionId?: string;
  onBooked: (order: LabOrder) => void;
}) {
  const copy = useCopy();
  const text = copy.labOrders.booking;
  const show = useFormat();
  const fieldError = useFieldError();
  const { user } = useAuth();
  const config = useClientConfig();
  const today = useClinicToday();
  const lastDay = addDays(today, config.data?.clinic.bookingHorizonDays ?? DEFAULT_HORIZON_DAYS);
  const create = useCreateLabOrder();
  const [failure, setFailure] = useState<string | null>(null);
  const atHome = tests.every((test) => test.homeCollection);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<LabOrderFormInput, unknown, LabOrderFormValues>({
    resolver: zodResolver(labOrderForm),
    defaultValues: {
      type: atHome ? 'home' : 'lab',
      date: addDays(today, 1),
      slot: '',
      recipient: user?.name ?? '',
      phone: '',
      line: '',
      area: '',
      district: '',
      payment: undefined,
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [type, date] = useWatch({ control, name: ['type', 'date'] });
  const home = type === 'home';
  const homeFee = useHomeCollectionFee(home);
  const total = tests.reduce((sum, test) => sum + test.price, 0);
  const currency = tests[0]?.currency ?? config.data?.currency ?? 'BDT';

  const choosePatient = (member: PatientProfile | null) => {
    onPatient(member);
    // The one at the door is, most often, the one the sample is taken from.
    setValue('recipient', member?.name ?? user?.name ?? '');
    if (member?.phone) setValue('phone', member.phone);
  };

  const submit = (form: LabOrderFormValues) => {
    if (create.isPending) return;
    setFailure(null);
    const input: LabOrderInput = {
      testIds: tests.map((test) => test._id),
      patientId: patientId || undefined,
      prescriptionId,
      collection: home
        ? {
            type: 'home',
            date: form.date,
            slot: collectionSlotStart(form.slot),
            address: addressOf(form),
          }
        : { type: 'lab', date: form.date },
      payment: form.payment,
    };
    create.mutate(input, {
      onSuccess: onBooked,
      onError: (error) => {
        setFailure(error.message);
        // The slot filled meanwhile: it is let go, and the day's slots come again with their counts.
        if (error instanceof ApiError && error.status === 409 && home) setValue('slot', '');
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-6">
      <div className="max-w-md">
        <PatientSelect value={patientId} signedIn onChange={choosePatient} />
      </div>
      <section aria-labelledby="lab-order-tests" className="flex flex-col gap-2">
        <h2 id="lab-order-tests" className="text-xl font-semibold">
          {text.testsHeading}
        </h2>
        <ChosenTests tests={tests} onRemove={onRemove} />
      </section>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-xl font-semibold">{text.collectionHeading}</legend>
        <label
          className={`flex min-h-11 items-start gap-3 ${atHome ? 'cursor-pointer' : 'opacity-60'}`}
        >
          <input
            type="radio"
            className="radio mt-1"
            value="home"
            disabled={!atHome}
            {...register('type')}
          />
          <span className="flex flex-col">
            <span className="font-medium">{text.home}</span>
            <span className="text-sm">{text.homeHint}</span>
          </span>
        </label>
        <label className="flex min-h-11 cursor-pointer items-start gap-3">
          <input type="radio" className="radio mt-1" value="lab" {...register('type')} />
          <span className="flex flex-col">
            <span className="font-medium">{text.lab}</span>
            <span className="text-sm">{text.labHint}</span>
          </span>
        </label>
        {!atHome && (
          <p className="text-sm">
            {text.notAtHome(
              tests
                .filter((test) => !test.homeCollection)
                .map((test) => test.title)
                .join(', '),
            )}
          </p>
        )}
      </fieldset>
      <div className="max-w-xs">
        <TextField
          label={text.day}
          type="date"
          min={today}
          max={lastDay}
          error={fieldError(text.day, errors.date)}
          {...register('date', { onChange: () => setValue('slot', '') })}
        />
      </div>
      {home && (
        <>
          <CollectionSlotPicker
            date={date}
            field={register('slot')}
            error={fieldError(text.slotsHeading, errors.slot)}
          />
          <CollectionAddressFields register={register} errors={errors} />
        </>
      )}
      <section aria-labelledby="lab-order-total" className="flex flex-col gap-1">
        <h2 id="lab-order-total" className="text-xl font-semibold">
          {text.summaryHeading}
        </h2>
        <p>
          {text.testsTotal}: {show.price(total, currency)}
        </p>
        {home && (
          <>
            <p>
              {text.homeFee}:{' '}
              {homeFee.data ? show.price(homeFee.data.fee, currency) : text.homeFeeLoading}
            </p>
            {homeFee.data && (
              <p className="text-lg font-semibold">
                {text.total}:{' '}
                {show.price(
                  fromMinorUnits(toMinorUnits(total) + toMinorUnits(homeFee.data.fee)),
                  currency,
                )}
              </p>
            )}
          </>
        )}
      </section>
      <PaymentChoice
        legend={text.paymentHeading}
        options={LAB_PAYMENT_METHODS.map((payment) => ({
          value: payment,
          label: payment === 'online' ? text.payOnline : text.payAtCollection,
        }))}
        field={register('payment')}
        error={fieldError(text.paymentHeading, errors.payment)}
      />
      {failure && (
        <p role="alert" className="alert alert-error">
          {failure}
        </p>
      )}
      <SubmitButton busy={create.isPending} className="min-h-11 w-full sm:w-auto">
        {text.submit}
      </SubmitButton>
    </form>
  );
}
