import type { ClinicalProfile, ClinicalProfileInput } from '@sustho/contracts';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { QueryState } from '../../../components/ui/query-state';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useCopy } from '../../../copy/language';
import { useClinicalProfile, useSaveClinicalProfile } from '../api/clinical-profile';
import { PatientFactsFields } from './patient-facts-fields';

function HealthDetailsForm({ profile }: { profile: ClinicalProfile }) {
  const copy = useCopy();
  const text = copy.clinicalRecord.profileFacts;
  const [facts, setFacts] = useState<ClinicalProfileInput>({
    dateOfBirth: profile.dateOfBirth,
    sex: profile.sex,
  });
  const save = useSaveClinicalProfile();
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(facts, {
      onSuccess: () => toast.success(text.saved),
      onError: (error) => toast.error(error.message),
    });
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <PatientFactsFields value={facts} onChange={setFacts} />
      <SubmitButton busy={save.isPending} className="btn-primary self-start">
        {text.save}
      </SubmitButton>
    </form>
  );
}

/** The profile page's date of birth and sex (printed on prescriptions). */
export function HealthDetailsSection() {
  const copy = useCopy();
  const text = copy.clinicalRecord.profileFacts;
  const profile = useClinicalProfile();
  return (
    <section aria-labelledby="health-details-heading" className="card bg-base-100 shadow">
      <div className="card-body gap-3">
        <h2 id="health-details-heading" className="card-title">
          {text.heading}
        </h2>
        <p>{text.text}</p>
        <QueryState query={profile}>
          {profile.data && <HealthDetailsForm profile={profile.data} />}
        </QueryState>
      </div>
    </section>
  );
}
