import type { AppointmentOption } from '@sustho/contracts';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';

/**
 * One treatment on the chosen day: its doctor, first free slot, free spaces and price; a full day
 * offers 'Join waitlist' when the page lets its visitor join one.
 */
export function TreatmentCard({
  treatment,
  onBook,
  onJoinWaitlist,
}: {
  treatment: AppointmentOption;
  onBook: (treatment: AppointmentOption) => void;
  onJoinWaitlist?: (treatment: AppointmentOption) => void;
}) {
  const copy = useCopy();
  const show = useFormat();
  const text = copy.appointments;
  const [firstSlot] = treatment.slots;
  return (
    <li className="card bg-base-100 shadow">
      <figure className="px-6 pt-6">
        <img
          src={treatment.doctorsImg}
          alt={text.doctorAlt(treatment.title)}
          width={96}
          height={96}
          loading="lazy"
          className="h-24 w-24 rounded-full object-cover"
        />
      </figure>
      <div className="card-body items-center text-center">
        <h3 className="card-title text-primary">{treatment.title}</h3>
        <p>{firstSlot ? show.slot(firstSlot) : text.tryAnotherDay}</p>
        <p>{text.spaces(treatment.slots.length)}</p>
        <p>{text.price(show.price(treatment.price, treatment.currency))}</p>
        <div className="card-actions justify-center">
          <button
            type="button"
            className="btn btn-primary"
            disabled={!firstSlot}
            aria-label={text.bookLabel(treatment.title)}
            onClick={() => onBook(treatment)}
          >
            {text.book}
          </button>
          {!firstSlot && onJoinWaitlist && (
            <button
              type="button"
              className="btn btn-outline btn-secondary"
              aria-label={copy.waitlist.joinLabel(treatment.title)}
              onClick={() => onJoinWaitlist(treatment)}
            >
              {copy.waitlist.join}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
