import { zodResolver } from '@hookform/resolvers/zod';
import { personName, type Doctor } from '@sustho/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import type { Copy } from '../../../copy/en';
import { useCopy } from '../../../copy/language';
import {
  DoctorProfileInputs,
  doctorProfileForm,
  toProfileForm,
  toProfileInput,
} from '../../../components/doctor-profile-fields';
import { useDoctors } from '../api/get-doctors';
import { useUpdateDoctor } from '../api/update-doctor';
import { uploadImage } from '../api/upload-image';
import { chosenFile, photoChoice } from '../photo-choice';
import { PhotoInput } from './photo-input';
const editDoctorForm = (copy: Copy) =>
  doctorProfileForm(copy.admin.doctorProfile).extend({
    name: personName,
    photo: photoChoice(copy.admin.addDoctor),
  });

function EditDoctorFields({ doctor }: { doctor: Doctor }) {
  const copy = useCopy();
  const text = copy.admin.editDoctor;
  const navigate = useNavigate();
  const updateDoctor = useUpdateDoctor();
  const form = useForm({
    resolver: zodResolver(editDoctorForm(copy)),
    defaultValues: { name: doctor.name, ...toProfileForm(doctor) },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ name, photo, ...profile }) => {
    const file = chosenFile(photo);
    try {
      // A new photo goes up first; without one the doctor keeps theirs.
      const image = file ? (await uploadImage(file)).data.url : undefined;
      await updateDoctor.mutateAsync({
        id: doctor._id,
        changes: { name, image, ...toProfileInput(profile) },
      });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : copy.errors.generic);
      return;
    }
    toast.success(text.saved(name));
    navigate(paths.manageDoctors);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="card w-full max-w-md bg-base-100 shadow">
      <div className="card-body gap-3">
        <h1 className="card-title text-2xl">{text.heading(doctor.name)}</h1>
        <TextField
          label={text.name}
          autoComplete="off"
          maxLength={100}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <PhotoInput
          id="edit-doctor-photo"
          label={text.photo}
          hint={text.photoHint}
          error={errors.photo?.message}
          field={form.register('photo')}
        />
        <DoctorProfileInputs register={(name) => form.register(name)} errors={errors} />
        <SubmitButton busy={isSubmitting} className="mt-2 w-full">
          {text.save}
        </SubmitButton>
      </div>
    </form>
  );
}

/** Edit doctor (from Manage Doctors): the doctor's name and profile, as the list shows them. */
export function EditDoctorForm({ id }: { id: string }) {
  const copy = useCopy();
  const text = copy.admin.editDoctor;
  const doctors = useDoctors();
  const doctor = doctors.data?.find((row) => row._id === id);
  return (
    <QueryState query={doctors}>
      {doctor ? (
        <EditDoctorFields doctor={doctor} />
      ) : (
        <p>
          {text.notFound}{' '}
          <Link to={paths.manageDoctors} className="link link-primary">
            {text.back}
          </Link>
        </p>
      )}
    </QueryState>
  );
}
