import type { PublicDoctor } from '@sustho/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { DoctorFacts } from './doctor-facts';
import { NextAvailable, type BookNextSlot } from './next-available';

/** A doctor's public profile: photo, name, what they practise, bio and registration. */
export function DoctorProfile({
  doctor,
  horizonDays,
  onBook,
}: {
  doctor: PublicDoctor;
  horizonDays: number;
  onBook: BookNextSlot;
}) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.doctors;
  return (
    <section className="flex flex-col gap-6 sm:flex-row sm:items-start">
      <img
        src={doctor.image}
        alt={text.photoAlt(doctor.name)}
        width={160}
        height={160}
        className="h-40 w-40 rounded-full object-cover"
      />
      <div className="flex flex-col gap-1">
        <Link to={paths.doctors} className="link">
          {text.allDoctors}
        </Link>
        <h1 className="text-3xl font-bold">{show.doctor(doctor.name)}</h1>
        <DoctorFacts doctor={doctor} />
        {doctor.bmdcNumber && <p>{text.bmdc(doctor.bmdcNumber)}</p>}
        {doctor.bio && <p className="mt-2 max-w-prose">{doctor.bio}</p>}
        <NextAvailable doctor={doctor} horizonDays={horizonDays} onBook={onBook} />
      </div>
    </section>
  );
}
