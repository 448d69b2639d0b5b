import type { PublicDoctor } from '@sustho/contracts';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';

/** A doctor's specialty, qualifications, experience, languages and price, as the card and profile list them. */
export function DoctorFacts({ doctor }: { doctor: PublicDoctor }) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.doctors;
  return (
    <>
      <p className="font-semibold">{doctor.specialty}</p>
      {doctor.qualifications && <p>{doctor.qualifications}</p>}
      {doctor.experienceYears !== null && <p>{text.experience(doctor.experienceYears)}</p>}
      {doctor.languages.length > 0 && <p>{text.languages(doctor.languages)}</p>}
      <p>{text.price(show.price(doctor.price, doctor.currency))}</p>
    </>
  );
}
