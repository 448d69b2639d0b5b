import { pages } from '@sustho/contracts';
import type { Executor } from '../../db/client.js';
import {
  allows,
  changeBookingState,
  isCancelled,
  type StateChangeHooks,
} from '../bookings/index.js';
import { enqueueMail } from '../mail/index.js';
import type { Payable, PayableKindHandler, PayableRefusals } from './payable.js';
import { receiptEmail } from './receipt-email.js';
import { paymentsRepository as repository, type PayableBooking } from './repository.js';

export type BookingPayable = Payable & { booking: PayableBooking };

const asPayable = (booking: PayableBooking | null): BookingPayable | null =>
  booking && {
    kind: 'booking',
    id: booking.id,
    userId: booking.userId,
    email: booking.email,
    payerName: booking.patientName,
    phone: booking.phone,
    productName: booking.treatmentName,
    priceCents: booking.priceCents,
    currency: booking.currency,
    booking,
  };

/** The refusals about bookings that payments gives, each with its Bangla (lib/bangla-refusals.ts). */
export const BOOKING_REFUSALS: PayableRefusals = {
  notFound: 'No booking has this id',
  notYours: 'You can only pay for your own bookings',
  otherPayable: 'This payment is for another booking',
  gatewayOtherPayable: 'SSLCommerz validated a payment for another booking',
  amountMismatch: "The payment's amount does not match the booking's price",
  currencyMismatch: "The payment's currency does not match the booking's",
  noPayment: 'This booking has no payment to refund',
};

/** Bookings as payments handles them: paying one moves it to `paid` (booking-state.ts). */
export function bookingPayable(
  hooks: StateChangeHooks,
  publicUrl: string,
): PayableKindHandler<BookingPayable> {
  return {
    kind: 'booking',
    refusals: BOOKING_REFUSALS,
    find: async (db: Executor, id) => asPayable(await repository(db).findBooking(id)),
    lock: async (tx: Executor, id) => asPayable(await repository(tx).lockBooking(id)),
    refusal({ booking }) {
      if (isCancelled(booking.state)) return 'This booking is cancelled';
      if (!allows(booking.state, 'pay')) return 'This booking is already paid';
      if (booking.priceCents === 0) return 'This booking is free: there is nothing to pay';
      return null;
    },
    returnReason: ({ booking }) =>
      isCancelled(booking.state)
        ? 'This booking was cancelled before the payment arrived, so the payment was refunded'
        : 'This booking was already paid, so this second payment was refunded',
    async paid(tx, { booking }, transactionId) {
      await changeBookingState(tx, hooks, booking, 'pay');
      if (booking.email)
        await enqueueMail(tx, receiptEmail(booking, booking.email, transactionId, publicUrl));
    },
    // Consult now's patient goes back to their place in the queue.
    paidPage: ({ booking }) =>
      booking.kind === 'on_demand'
        ? pages.consultNowWaiting.path(booking.id)
        : pages.myAppointments.path(),
  };
}
