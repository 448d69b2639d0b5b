import type { AppointmentOption } from '@sustho/contracts';
import { copy } from '../../../copy';

const text = copy.appointments;

/** One treatment on the chosen day: its doctor, first free slot, free spaces and price. */
export function AppointmentOptionCard({
  option,
  onBook,
}: {
  option: AppointmentOption;
  onBook: (option: AppointmentOption) => void;
}) {
  const [firstSlot] = option.slots;
  return (
    <li className="card bg-base-100 shadow">
      <figure className="px-6 pt-6">
        <img
          src={option.doctorsImg}
          alt={text.doctorAlt(option.name)}
          width={96}
          height={96}
          loading="lazy"
          className="h-24 w-24 rounded-full object-cover"
        />
      </figure>
      <div className="card-body items-center text-center">
        <h3 className="card-title text-primary">{option.name}</h3>
        <p>{firstSlot ?? text.tryAnotherDay}</p>
        <p>{text.spaces(option.slots.length)}</p>
        <p>{text.price(option.price)}</p>
        <div className="card-actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={!firstSlot}
            aria-label={text.bookLabel(option.name)}
            onClick={() => onBook(option)}
          >
            {text.book}
          </button>
        </div>
      </div>
    </li>
  );
}
