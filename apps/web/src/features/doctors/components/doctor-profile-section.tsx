import { zodResolver } from '@hookform/resolvers/zod';
import { IMAGE_UPLOAD_TYPES, type OwnDoctorProfile } from '@sustho/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { QueryState } from '../../../components/ui/query-state';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useCopy } from '../../../copy/language';
import {
  useOwnDoctorProfile,
  useUpdateOwnDoctorProfile,
  useUploadOwnDoctorPhoto,
} from '../api/own-profile';
import {
  DoctorProfileInputs,
  doctorProfileForm,
  toProfileForm,
  toProfileInput,
} from '../../../components/doctor-profile-fields';

/** The photo patients see, replaced as soon as a file is chosen. */
function DoctorPhotoField({ profile }: { profile: OwnDoctorProfile }) {
  const copy = useCopy();
  const text = copy.profile.doctor;
  const upload = useUploadOwnDoctorPhoto();
  const choose = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => toast.success(text.photoSaved),
      onError: (error) => toast.error(error.message),
    });
  };
  return (
    <div className="flex items-center gap-4">
      <img
        src={profile.image}
        alt={text.photoAlt(profile.name)}
        width={64}
        height={64}
        className="h-16 w-16 rounded-full object-cover"
      />
      <div className="form-control">
        <label htmlFor="doctor-photo" className="label-text font-medium">
          {text.photo}
        </label>
        <input
          id="doctor-photo"
          type="file"
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          className="file-input file-input-bordered file-input-sm mt-1"
          disabled={upload.isPending}
          aria-describedby="doctor-photo-hint"
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <span id="doctor-photo-hint" className="mt-1 text-sm text-base-content/80">
          {upload.isPending ? copy.layout.loading : text.photoHint}
        </span>
      </div>
    </div>
  );
}

function OwnProfileForm({ profile }: { profile: OwnDoctorProfile }) {
  const copy = useCopy();
  const text = copy.profile.doctor;
  const update = useUpdateOwnDoctorProfile();
  const form = useForm({
    resolver: zodResolver(doctorProfileForm(copy.admin.doctorProfile)),
    defaultValues: toProfileForm(profile),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    // The registration number is the clinic's to set: it is shown nowhere here and never sent.
    const { qualifications, qualificationsBn, experienceYears, languages, bio, bioBn } =
      toProfileInput(values);
    try {
      await update.mutateAsync({
        qualifications,
        qualificationsBn,
        experienceYears,
        languages,
        bio,
        bioBn,
      });
      toast.success(text.saved);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : copy.errors.generic);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <DoctorProfileInputs
        register={(name) => form.register(name)}
        errors={form.formState.errors}
        withRegistration={false}
      />
      <SubmitButton busy={form.formState.isSubmitting} className="self-start">
        {text.save}
      </SubmitButton>
    </form>
  );
}

/** The profile page's section for a doctor: what patients see about them. */
export function DoctorProfileSection() {
  const copy = useCopy();
  const text = copy.profile.doctor;
  const profile = useOwnDoctorProfile();
  return (
    <section aria-labelledby="doctor-profile-heading" className="card bg-base-100 shadow">
      <div className="card-body gap-3">
        <h2 id="doctor-profile-heading" className="card-title">
          {text.heading}
        </h2>
        <p>{text.text}</p>
        <QueryState query={profile}>
          {profile.data && (
            <>
              <DoctorPhotoField profile={profile.data} />
              <OwnProfileForm profile={profile.data} />
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}
