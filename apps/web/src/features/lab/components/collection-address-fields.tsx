import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { AddressFields } from '../../../components/address-fields';
import { useCopy } from '../../../copy/language';
import type { LabOrderFormInput } from '../lab-order-form-schema';

/** Where the collector goes: who to ask for, a phone to call at the door, and the address. */
export function CollectionAddressFields({
  register,
  errors,
}: {
  register: UseFormRegister<LabOrderFormInput>;
  errors: FieldErrors<LabOrderFormInput>;
}) {
  const text = useCopy().labOrders.booking;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold">{text.addressHeading}</legend>
      <AddressFields register={register} errors={errors} labels={text} />
    </fieldset>
  );
}
