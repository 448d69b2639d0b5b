import type { OutsideHoursBooking } from '@sustho/contracts';
import { useFormat } from '../../../copy/format';
import { useCopy } from '../../../copy/language';
import { useTreatmentTitle } from '../../../lib/specialties';

/** The upcoming bookings a schedule leaves out, for the doctor to reschedule or cancel. */
export function OutsideHoursList({
  bookings,
  heading,
}: {
  bookings: OutsideHoursBooking[];
  heading: string;
}) {
  const copy = useCopy();
  const show = useFormat();
  const treatmentTitle = useTreatmentTitle();
  const text = copy.schedule;
  if (bookings.length === 0) return null;
  return (
    <section
      aria-labelledby="outside-hours-heading"
      className="alert alert-warning flex-col items-start"
    >
      <h2 id="outside-hours-heading" className="text-lg font-semibold">
        {heading}
      </h2>
      <p>{text.outsideHint}</p>
      <ul className="list-disc pl-5">
        {bookings.map((booking) => (
          <li key={booking.bookingId}>
            {text.outsideItem(
              show.date(booking.date),
              show.slot(booking.slot),
              booking.patientName,
              treatmentTitle(booking.treatmentName),
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
