import { zodResolver } from '@hookform/resolvers/zod';
import {
  deliveryAddress,
  ORDER_PAYMENTS,
  type Order,
  type OrderInput,
  type PatientProfile,
} from '@sustho/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AddressFields } from '../../../components/address-fields';
import { PatientSelect } from '../../../components/patient-select';
import { PaymentChoice } from '../../../components/payment-choice';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useCopy } from '../../../copy/language';
import { useAuth } from '../../../hooks/use-auth';
import { ApiError } from '../../../lib/api-client';
import { useFieldError } from '../../../lib/field-error';
import { usePlaceOrder } from '../api/place-order';
import type { Cart } from '../cart';
import { OrderTotals } from './order-totals';
import { PrescriptionPhotoField, type UploadedPhoto } from './prescription-photo-field';

/** The API's own rules on the address; the district and payment start unchosen (''). */
const checkoutForm = z.object({
  recipient: deliveryAddress.shape.recipient,
  phone: deliveryAddress.shape.phone,
  line: deliveryAddress.shape.line,
  area: deliveryAddress.shape.area,
  district: z.string().min(1, { message: 'is required' }).pipe(deliveryAddress.shape.district),
  payment: z.enum(ORDER_PAYMENTS, { message: 'is required' }),
});
type CheckoutForm = z.input<typeof checkoutForm>;
type CheckoutValues = z.output<typeof checkoutForm>;

/**
 * The cart line a 409 names: the server's reason names the medicine by brand ('Only 3 left of
 * Napa'), the longest brand first so 'Napa Extra' is not taken for 'Napa'.
 */
export function lineNamedIn(cart: Cart, message: string): string | undefined {
  return [...cart.lines]
    .sort((a, b) => b.brandName.length - a.brandName.length)
    .find((line) => message.includes(line.brandName))?.medicineId;
}

/**
 * Checkout's form (services.md §5): for whom, the delivery address, the totals, how to pay, and,
 * when prescription-only lines have no Sustho prescription to go by, a photo of a paper one for
 * a pharmacist to check. A refusal naming a cart line goes to `onLineProblem`; any other is shown
 * above the button, which cannot be pressed twice.
 */
export function CheckoutForm({
  cart,
  onLineProblem,
  onPlaced,
}: {
  cart: Cart;
  onLineProblem: (medicineId: string, message: string) => void;
  onPlaced: (order: Order) => void;
}) {
  const copy = useCopy();
  const text = copy.orders.checkout;
  const fieldError = useFieldError();
  const { user } = useAuth();
  const place = usePlaceOrder();
  const accountId = user?.id ?? '';
  const prescription = cart.prescription;
  // Whose order: the prescription's profile when the cart came from one ('' is Myself).
  const [patientId, setPatientId] = useState(
    prescription && prescription.patientId !== accountId ? prescription.patientId : '',
  );
  const [photo, setPhoto] = useState<UploadedPhoto | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const orderedFor = patientId || accountId;
  const prescriptionId =
    prescription && prescription.patientId === orderedFor ? prescription.prescriptionId : undefined;
  const needsPhoto = !prescriptionId && cart.lines.some((line) => line.rx);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<CheckoutForm, unknown, CheckoutValues>({
    resolver: zodResolver(checkoutForm),
    defaultValues: {
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

  const choosePatient = (member: PatientProfile | null) => {
    setPatientId(member?._id ?? '');
    // The recipient is, most often, the one the medicine is for.
    setValue('recipient', member?.name ?? user?.name ?? '');
    if (member?.phone) setValue('phone', member.phone);
  };

  const submit = ({ payment, ...address }: CheckoutValues) => {
    if (place.isPending) return;
    setFailure(null);
    if (needsPhoto && !photo) {
      setFailure(text.photoRequired);
      return;
    }
    const input: OrderInput = {
      items: cart.lines.map(({ medicineId, quantity }) => ({ medicineId, quantity })),
      prescriptionId,
      prescriptionPhotoId: needsPhoto ? photo?.id : undefined,
      patientId: patientId || undefined,
      address,
      payment,
    };
    place.mutate(input, {
      onSuccess: onPlaced,
      onError: (error) => {
        const line =
          error instanceof ApiError && error.status === 409 && lineNamedIn(cart, error.message);
        if (line) onLineProblem(line, error.message);
        else setFailure(error.message);
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-6">
      <section aria-labelledby="checkout-for" className="flex flex-col gap-2">
        <h2 id="checkout-for" className="text-xl font-semibold">
          {text.forHeading}
        </h2>
        <PatientSelect value={patientId} signedIn onChange={choosePatient} />
        {prescriptionId && <p className="text-sm">{text.prescriptionFrom}</p>}
      </section>
      <section aria-labelledby="checkout-address" className="flex flex-col gap-2">
        <h2 id="checkout-address" className="text-xl font-semibold">
          {text.addressHeading}
        </h2>
        <AddressFields
          register={register}
          errors={errors}
          labels={{ ...text, line: text.addressLine }}
        />
      </section>
      {needsPhoto && (
        <section aria-labelledby="checkout-photo" className="flex flex-col gap-2">
          <h2 id="checkout-photo" className="text-xl font-semibold">
            {text.photoHeading}
          </h2>
          <PrescriptionPhotoField photo={photo} onUploaded={setPhoto} />
        </section>
      )}
      <section aria-labelledby="checkout-summary" className="flex flex-col gap-2">
        <h2 id="checkout-summary" className="text-xl font-semibold">
          {text.summaryHeading}
        </h2>
        <OrderTotals cart={cart} />
      </section>
      <PaymentChoice
        legend={text.paymentHeading}
        options={ORDER_PAYMENTS.map((payment) => ({
          value: payment,
          label: copy.orders.payments[payment],
        }))}
        field={register('payment')}
        error={fieldError(text.paymentHeading, errors.payment)}
      />
      {failure && (
        <p role="alert" className="alert alert-error">
          {failure}
        </p>
      )}
      <SubmitButton busy={place.isPending} className="min-h-11 w-full sm:w-auto">
        {text.place}
      </SubmitButton>
    </form>
  );
}
