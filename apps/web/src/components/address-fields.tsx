import { useId } from 'react';
import type { FieldError, FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useFieldError } from '../lib/field-error';
import { DistrictSelect } from './district-select';
import { FormField } from './ui/form-field';
import { TextField } from './ui/text-field';

/** An address form's fields, named as contracts' deliveryAddress takes them. */
export interface AddressFormFields {
  recipient: string;
  phone: string;
  line: string;
  area: string;
  district: string;
}

/** Each field's label in the feature's words ('Recipient' for a delivery, 'Name' for a collection). */
export interface AddressLabels {
  recipient: string;
  phone: string;
  /** Why the number is asked for: a courier or a collector calls it. */
  phoneHint: string;
  line: string;
  area: string;
  district: string;
}

/**
 * The address someone is sent to (a medicine delivery, a home sample collection): who is at the
 * door, a phone to call, the house, the area and one of the 64 districts, with the browser's
 * autofill hints. The caller's form owns the values and their rules.
 */
export function AddressFields<T extends AddressFormFields & FieldValues>({
  register,
  errors,
  labels,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  labels: AddressLabels;
}) {
  const fieldError = useFieldError();
  const districtId = useId();
  const field = (name: keyof AddressFormFields) => ({
    error: fieldError(labels[name], errors[name] as FieldError | undefined),
    ...register(name as Path<T>),
  });
  const district = field('district');
  return (
    <>
      <TextField label={labels.recipient} autoComplete="name" {...field('recipient')} />
      <TextField
        label={labels.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={labels.phoneHint}
        {...field('phone')}
      />
      <TextField label={labels.line} autoComplete="address-line1" {...field('line')} />
      <TextField label={labels.area} autoComplete="address-level3" {...field('area')} />
      <FormField id={districtId} label={labels.district} error={district.error}>
        <DistrictSelect
          id={districtId}
          autoComplete="address-level2"
          aria-invalid={district.error ? true : undefined}
          aria-describedby={district.error ? `${districtId}-error` : undefined}
          {...register('district' as Path<T>)}
        />
      </FormField>
    </>
  );
}
