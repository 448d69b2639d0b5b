import { zodResolver } from '@hookform/resolvers/zod';
import type { OwnDoctorProfile } from '@sustho/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { QueryState } from '../../../components/ui/query-state';
import { SubmitButton } from '../../../components/ui/submit-button';
import { copy } from '../../../copy';
import { useOwnDoctorProfile, useUpdateOwnDoctorProfile } from '../api/own-profile';
import {
  DoctorProfileInputs,
  doctorProfileForm,
  toProfileForm,
  toProfileInput,
} from '../../../components/doctor-profile-fields';

const text = copy.profile.doctor;

function OwnProfileForm({ profile }: { profile: OwnDoctorProfile }) {
  const update = useUpdateOwnDoctorProfile();
  const form = useForm({
    resolver: zodResolver(doctorProfileForm),
    defaultValues: toProfileForm(profile),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    // The registration number is the clinic's to set: it is shown nowhere here and never sent.
    const { qualifications, experienceYears, languages, bio } = toProfileInput(values);
    try {
      await update.mutateAsync({ qualifications, experienceYears, languages, bio });
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
  const profile = useOwnDoctorProfile();
  return (
    <section aria-labelledby="doctor-profile-heading" className="card bg-base-100 shadow">
      <div className="card-body gap-3">
        <h2 id="doctor-profile-heading" className="card-title">
          {text.heading}
        </h2>
        <p>{text.text}</p>
        <QueryState query={profile}>
          {profile.data && <OwnProfileForm profile={profile.data} />}
        </QueryState>
      </div>
    </section>
  );
}
