import type { ClinicalProfile, ClinicalProfileInput, ConsultationPatient } from '@sustho/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { QueryState } from '../../../components/ui/query-state';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useCopy } from '../../../copy/language';
import {
  useAgreeToConsent,
  useClinicalProfile,
  useSaveClinicalProfile,
} from '../api/clinical-profile';
import { PatientFactsFields } from './patient-facts-fields';

const isReady = (profile: ClinicalProfile) =>
  profile.consent !== null && profile.dateOfBirth !== null && profile.sex !== null;

/**
 * Who the consultation is for, when it is a family member's: their id for the requests, their
 * name for the texts. Absent for the account holder's own consultation.
 */
type Member = Pick<ConsultationPatient, 'patientId' | 'name' | 'child'>;

function ConsentForm({ profile, member }: { profile: ClinicalProfile; member?: Member }) {
  const copy = useCopy();
  const text = copy.clinicalRecord.consent;
  const patientId = member?.patientId;
  const [agreed, setAgreed] = useState(profile.consent !== null);
  const [facts, setFacts] = useState<ClinicalProfileInput>({
    dateOfBirth: profile.dateOfBirth,
    sex: profile.sex,
  });
  const agree = useAgreeToConsent(patientId);
  const save = useSaveClinicalProfile();
  // A family member always has both (My Family asks for them); only the account holder may lack them.
  const needsFacts = !member && (profile.dateOfBirth === null || profile.sex === null);
  const complete = agreed && (!needsFacts || (facts.dateOfBirth !== null && facts.sex !== null));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete) return;
    try {
      if (needsFacts) await save.mutateAsync(facts);
      if (profile.consent === null) await agree.mutateAsync(profile.consentVersion);
      toast.success(text.saved);
    } catch (error) {
      toast.error((error as Error).message);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="card bg-base-100 shadow" noValidate>
      <div className="card-body gap-4">
        <h2 className="card-title">{text.heading}</h2>
        {needsFacts && (
          <fieldset className="flex flex-col gap-2">
            <legend className="font-semibold">{text.factsHeading}</legend>
            <p className="text-sm">{text.factsHint}</p>
            <PatientFactsFields value={facts} onChange={setFacts} />
          </fieldset>
        )}
        {profile.consent === null && (
          <label className="flex cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              className="checkbox mt-1"
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
            />
            <span>{member?.child ? copy.family.guardianConsent(member.name) : text.agreement}</span>
          </label>
        )}
        <SubmitButton busy={agree.isPending || save.isPending} className="btn-primary self-start">
          {profile.consent === null ? text.agree : text.continue}
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * The step before a patient's first consultation (docs/product/clinical-record.md §1): the telemedicine consent, and the
 * date of birth and sex when they are missing. Once all three are on record it shows `children`
 * (the room's 'Join consultation'); until then the form stands in their place. For a booking
 * of a family `member` it asks for theirs, and a child's consent is the guardian's
 * (services.md §2).
 */
export function ConsentStep({ member, children }: { member?: Member; children: ReactNode }) {
  const profile = useClinicalProfile(member?.patientId);
  return (
    <QueryState query={profile}>
      {profile.data &&
        (isReady(profile.data) ? (
          <>{children}</>
        ) : (
          <ConsentForm profile={profile.data} member={member} />
        ))}
    </QueryState>
  );
}
