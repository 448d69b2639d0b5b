import type { ReactNode } from 'react';
import { useCopy } from '../../../copy/language';
import { useClinicHours } from '../../../lib/clinic-hours';

const iconPath = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    className="h-12 w-12 shrink-0"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    aria-hidden="true"
  >
    <path strokeLinecap="round" strokeLinejoin="round" d={d} />
  </svg>
);

/** The icon and background of each card, by the card's id in the copy. */
const looks: Record<string, { icon: ReactNode; bgClass: string }> = {
  hours: {
    icon: iconPath('M12 6v6l4 2m6-2a10 10 0 11-20 0 10 10 0 0120 0z'),
    bgClass: 'bg-primary text-primary-content',
  },
  location: {
    icon: iconPath(
      'M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
    ),
    bgClass: 'bg-neutral text-neutral-content',
  },
  contact: {
    icon: iconPath(
      'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z',
    ),
    bgClass: 'bg-secondary text-secondary-content',
  },
};

/** Opening hours, location and contact hours under the hero; the hours are the clinic's setting. */
export function InfoCards() {
  const copy = useCopy();
  const { infoCards } = copy.landing;
  const hours = useClinicHours();
  return (
    <section aria-labelledby="info-cards-heading" className="px-4 py-10">
      <h2 id="info-cards-heading" className="sr-only">
        {infoCards.heading}
      </h2>
      <ul className="mx-auto grid max-w-6xl gap-6 md:grid-cols-3">
        {infoCards.cards.map((card) => (
          <li key={card.id} className={`card ${looks[card.id]?.bgClass ?? 'bg-base-200'}`}>
            <div className="card-body flex-row items-center gap-4">
              {looks[card.id]?.icon}
              <div>
                <h3 className="card-title">{card.name}</h3>
                <p>{hours && card.description(hours)}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
