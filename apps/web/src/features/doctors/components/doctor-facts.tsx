import type { PublicDoctor } from '@sustho/contracts';
import { copy } from '../../../copy';
import { formatPrice } from '../../../lib/money';

const text = copy.doctors;

/** A doctor's specialty, qualifications, experience, languages and price, as the card and profile list them. */
export function DoctorFacts({ doctor }: { doctor: PublicDoctor }) {
  return (
    <>
      <p className="font-semibold">{doctor.specialty}</p>
      {doctor.qualifications && <p>{doctor.qualifications}</p>}
      {doctor.experienceYears !== null && <p>{text.experience(doctor.experienceYears)}</p>}
      {doctor.languages.length > 0 && <p>{text.languages(doctor.languages)}</p>}
      <p>{text.price(formatPrice(doctor.price, doctor.currency))}</p>
    </>
  );
}
