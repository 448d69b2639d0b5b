import type { ComponentProps } from 'react';
import { dialogLoadedOnOpen } from '../../../components/ui/dialog-loaded-on-open';
import { useLastBookingDetails } from '../hooks/use-last-booking-details';
import type { BookingModal } from './booking-modal';

type BookingModalProps = ComponentProps<typeof BookingModal>;

const BookingModalOnOpen = dialogLoadedOnOpen<BookingModalProps>(
  'booking-modal',
  async () => (await import('./booking-modal')).BookingModal,
  ({ treatment }) => treatment !== null,
);

/**
 * The booking modal, its code loaded when it first opens. The patient's last name and phone are
 * asked for while the page shows, so the form opens with them filled in.
 */
export function LazyBookingModal(props: BookingModalProps) {
  useLastBookingDetails();
  return <BookingModalOnOpen {...props} />;
}
