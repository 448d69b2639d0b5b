import type { PublicDoctor } from '@sustho/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { DoctorFacts } from './doctor-facts';
import { NextAvailable, type BookNextSlot } from './next-available';

/** One doctor in the directory; the name links to their profile, the slots open the booking. */
export function DoctorCard({
  doctor,
  horizonDays,
  onBook,
}: {
  doctor: PublicDoctor;
  horizonDays: number;
  onBook: (doctor: PublicDoctor, date: string, slot: string) => void;
}) {
  const book: BookNextSlot = (date, slot) => onBook(doctor, date, slot);
  const copy = useCopy();
  const show = useFormat();
  const text = copy.doctors;
  return (
    <li className="card bg-base-100 shadow">
      <figure className="px-6 pt-6">
        <img
          src={doctor.image}
          alt={text.photoAlt(doctor.name)}
          width={112}
          height={112}
          loading="lazy"
          className="h-28 w-28 rounded-full object-cover"
        />
      </figure>
      <div className="card-body items-center gap-1 text-center">
        <h2 className="card-title">
          <Link to={paths.doctor(doctor._id)} className="link-hover link">
            {show.doctor(doctor.name)}
          </Link>
        </h2>
        <DoctorFacts doctor={doctor} />
        <NextAvailable doctor={doctor} horizonDays={horizonDays} onBook={book} />
      </div>
    </li>
  );
}
