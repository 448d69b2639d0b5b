import { addDays, formatWireDate, parseWireDate, type Booking } from '@sustho/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { treatmentsQuery } from '../../features/appointments/api/get-treatments';
import { clinicDays, wireDate } from '../../features/appointments/clinic-calendar';
import { LazyBookingModal } from '../../features/bookings/components/lazy-booking-modal';
import { useClientConfig } from '../../lib/client-config';

/**
 * The days ('Jan 5, 2023') from the clinic's today to `until`, the last a follow-up may be on,
 * and no further than the last bookable day.
 */
function followUpDays(today: string, until: string, lastBookable: string): string[] {
  const first = parseWireDate(today);
  const end = parseWireDate(until);
  const bookable = parseWireDate(lastBookable);
  if (!first || !end || !bookable) return [];
  const last = end < bookable ? end : bookable;
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(formatWireDate(day));
  return days;
}

/**
 * 'Book follow-up' of a completed consultation (services.md §3): the booking modal for its
 * doctor and treatment, for its patient, free, on a day from today to its `followUpUntil`. It
 * reads the chosen day's options (the doctor's free slots), as ChosenSlotBooking does.
 */
export function FollowUpBooking({
  consultation,
  onClose,
}: {
  consultation: Booking | null;
  onClose: () => void;
}) {
  const config = useClientConfig();
  const clinic = config.data?.clinic;
  const days = useMemo(() => {
    if (!clinic || !consultation?.followUpUntil) return [];
    const { today, lastDay } = clinicDays(clinic);
    return followUpDays(wireDate(today), consultation.followUpUntil, wireDate(lastDay));
  }, [clinic, consultation]);
  const [picked, setPicked] = useState<string | null>(null);
  const date = picked && days.includes(picked) ? picked : (days[0] ?? '');
  // The modal stays open on the last day's options while another day's load; its form is that
  // day's until the new day's arrive.
  const options = useQuery({
    ...treatmentsQuery(date),
    enabled: !!consultation && !!date,
    placeholderData: keepPreviousData,
  });
  const [shownDate, setShownDate] = useState(date);
  if (options.data && !options.isPlaceholderData && shownDate !== date) setShownDate(date);
  const treatment =
    consultation && options.data?.find((option) => option.name === consultation.treatmentName);
  const close = () => {
    setPicked(null);
    onClose();
  };
  return (
    <LazyBookingModal
      treatment={treatment ?? null}
      date={shownDate}
      followUp={consultation ? { consultation, days, picked: date, onDay: setPicked } : undefined}
      onClose={close}
    />
  );
}
