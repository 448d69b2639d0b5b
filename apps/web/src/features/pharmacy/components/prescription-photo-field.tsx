import { PRESCRIPTION_PHOTO_TYPES } from '@sustho/contracts';
import { useId, useRef } from 'react';
import { useCopy } from '../../../copy/language';
import { useUploadPrescriptionPhoto } from '../api/upload-prescription-photo';

/** A prescription photo the API holds, for the order to cite, and the file's name to show. */
export interface UploadedPhoto {
  id: string;
  name: string;
}

/**
 * A photo (or PDF) of a paper prescription, uploaded as soon as it is chosen; the API checks what
 * the file is by its content. A pharmacist checks the prescription before the order goes ahead,
 * and the hint says so.
 */
export function PrescriptionPhotoField({
  photo,
  onUploaded,
}: {
  photo: UploadedPhoto | null;
  onUploaded: (photo: UploadedPhoto) => void;
}) {
  const text = useCopy().orders.checkout;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPrescriptionPhoto();
  const send = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (uploaded) => onUploaded({ id: uploaded._id, name: file.name }),
      // A refused file is cleared, so choosing it again after a fix sends it again.
      onError: () => {
        if (input.current) input.current.value = '';
      },
    });
  };
  return (
    <div className="form-control">
      <p id={`${id}-hint`} className="mb-2">
        {text.photoNeeded}
      </p>
      <label htmlFor={id} className="label">
        <span className="label-text font-medium">{text.photo}</span>
      </label>
      <input
        id={id}
        ref={input}
        type="file"
        accept={PRESCRIPTION_PHOTO_TYPES.join(',')}
        className="file-input file-input-bordered w-full max-w-md"
        disabled={upload.isPending}
        aria-busy={upload.isPending}
        aria-describedby={`${id}-hint`}
        onChange={(event) => send(event.target.files?.[0])}
      />
      <p role="status" className="mt-1 text-sm">
        {upload.isPending && (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        )}
        {photo && !upload.isPending ? text.photoUploaded(photo.name) : ''}
      </p>
      {upload.isError && (
        <p role="alert" className="mt-1 text-sm text-error">
          {upload.error.message}
        </p>
      )}
    </div>
  );
}
