import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Spinner } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import type { Copy } from '../../../copy/en';
import { useCopy } from '../../../copy/language';
import { ApiError } from '../../../lib/api-client';
import {
  DoctorProfileInputs,
  doctorProfileForm,
  emptyProfileForm,
  toProfileInput,
} from '../../../components/doctor-profile-fields';
import { useAddDoctor } from '../api/add-doctor';
import { chosenFile, photoChoice } from '../photo-choice';
import { PhotoInput } from './photo-input';
import { useTreatmentNames } from '../api/get-treatment-names';
import { uploadImage } from '../api/upload-image';

/** The product's messages word for word (docs/product/public-site.md §2); the server checks the same fields again with the shared schema. */
const addDoctorForm = (copy: Copy) => {
  const text = copy.admin.addDoctor;
  return z.object({
    name: z.string().trim().min(1, text.nameRequired).max(100),
    email: z.string().trim().min(1, text.emailRequired).pipe(z.email(text.emailInvalid)),
    specialty: z.string().min(1, text.specialtyRequired),
    photo: photoChoice(text).refine((files) => chosenFile(files) !== undefined, text.photoRequired),
    ...doctorProfileForm(copy.admin.doctorProfile).shape,
  });
};
type AddDoctorForm = z.infer<ReturnType<typeof addDoctorForm>>;

const reason = (error: unknown, copy: Copy) =>
  error instanceof Error ? error.message : copy.errors.generic;

function TreatmentSelect({
  error,
  field,
}: {
  error?: string;
  field: UseFormRegisterReturn<'specialty'>;
}) {
  const copy = useCopy();
  const text = copy.admin.addDoctor;
  const treatments = useTreatmentNames();
  if (treatments.isPending) return <Spinner />;
  if (treatments.isError)
    return (
      <ErrorMessage
        message={reason(treatments.error, copy)}
        onRetry={() => void treatments.refetch()}
      />
    );
  return (
    <FormField id="doctor-specialty" label={text.specialty} error={error}>
      <select
        id="doctor-specialty"
        className={`select select-bordered w-full ${error ? 'select-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'doctor-specialty-error' : undefined}
        defaultValue=""
        {...field}
      >
        <option value="" disabled>
          {text.specialtyPlaceholder}
        </option>
        {treatments.data.map((treatment) => (
          <option key={treatment._id} value={treatment.treatmentName}>
            {treatment.title}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/**
 * Add A Doctor: the photo is uploaded first, then the doctor is saved with its URL. A failure of
 * either shows why and keeps everything typed; trying again reuses a photo that already went up.
 */
export function AddDoctorForm() {
  const copy = useCopy();
  const text = copy.admin.addDoctor;
  const navigate = useNavigate();
  const addDoctor = useAddDoctor();
  const [failure, setFailure] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<{ file: File; url: string } | null>(null);
  const form = useForm<AddDoctorForm>({
    resolver: zodResolver(addDoctorForm(copy)),
    defaultValues: emptyProfileForm,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name, email, specialty, photo, ...profile }) => {
    setFailure(null);
    const file = photo[0]!;
    let image = uploaded?.file === file ? uploaded.url : null;
    if (!image) {
      try {
        image = (await uploadImage(file)).data.url;
      } catch (error) {
        setFailure(text.uploadFailed(reason(error, copy)));
        return;
      }
      setUploaded({ file, url: image });
    }
    try {
      await addDoctor.mutateAsync({ name, email, specialty, image, ...toProfileInput(profile) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        form.setError('email', { type: 'server', message: error.message });
      else setFailure(text.saveFailed(reason(error, copy)));
      return;
    }
    toast.success(text.added(name));
    navigate(paths.manageDoctors);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="card w-full max-w-md bg-base-100 shadow">
      <div className="card-body gap-3">
        <h1 className="card-title text-2xl">{text.heading}</h1>
        {failure && (
          <p role="alert" className="alert alert-error">
            {failure}
          </p>
        )}
        <TextField
          label={text.name}
          autoComplete="off"
          maxLength={100}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={text.email}
          type="email"
          autoComplete="off"
          maxLength={320}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TreatmentSelect error={errors.specialty?.message} field={form.register('specialty')} />
        <PhotoInput
          id="doctor-photo"
          label={text.photo}
          hint={text.photoHint}
          error={errors.photo?.message}
          field={form.register('photo')}
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold">{text.optional}</legend>
          <DoctorProfileInputs register={(name) => form.register(name)} errors={errors} />
        </fieldset>
        <SubmitButton busy={isSubmitting} className="mt-2 w-full">
          {text.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
