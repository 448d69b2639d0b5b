import { IMAGE_UPLOAD_TYPES } from '@sustho/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';

/** The doctor's photo file input of Add A Doctor and Edit, with its hint and error. */
export function PhotoInput({
  id,
  label,
  hint,
  error,
  field,
}: {
  id: string;
  label: string;
  hint: string;
  error?: string;
  field: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        type="file"
        accept={IMAGE_UPLOAD_TYPES.join(',')}
        className={`file-input file-input-bordered w-full ${error ? 'file-input-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        {...field}
      />
    </FormField>
  );
}
