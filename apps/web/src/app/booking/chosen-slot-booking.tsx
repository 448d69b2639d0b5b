import { useQuery } from '@tanstack/react-query';
import { treatmentsQuery } from '../../features/appointments/api/get-treatments';
import { LazyBookingModal } from '../../features/bookings/components/lazy-booking-modal';

/** A slot a patient pressed on a doctor's card or profile: whose, which day ('Jan 5, 2023') and when. */
export interface ChosenSlot {
  treatmentName: string;
  doctorId: string;
  date: string;
  slot: string;
}

/**
 * The booking modal for a slot pressed outside the appointment page: it reads that day's options
 * (the treatment, its slots and doctors, which the modal's drop-downs list) and opens with the
 * slot and the doctor chosen.
 */
export function ChosenSlotBooking({
  choice,
  onClose,
}: {
  choice: ChosenSlot | null;
  onClose: () => void;
}) {
  const options = useQuery({ ...treatmentsQuery(choice?.date ?? ''), enabled: !!choice });
  const treatment = choice && options.data?.find((option) => option.name === choice.treatmentName);
  return (
    <LazyBookingModal
      treatment={treatment ?? null}
      date={choice?.date ?? ''}
      preset={choice ? { slot: choice.slot, doctorId: choice.doctorId } : undefined}
      onClose={onClose}
    />
  );
}
