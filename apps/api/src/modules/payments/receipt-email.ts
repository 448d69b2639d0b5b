import { formatWireDate, slotLabel } from '@sustho/contracts';
import { formatMoney } from '../../lib/money.js';
import type { MailMessage } from '../mail/outbox.js';
import type { PayableBooking } from './repository.js';

/** The payment receipt: what was paid for, how much, and the transaction id to quote. */
export function receiptEmail(
  booking: PayableBooking,
  to: string,
  transactionId: string,
  publicUrl: string,
): MailMessage {
  const date = formatWireDate(booking.appointmentDate);
  const time = slotLabel(booking.slotStart.slice(0, 5));
  const amount = formatMoney(booking.priceCents, booking.currency);
  return {
    to,
    subject: `Your Sustho payment receipt: ${amount} for ${booking.treatmentName}`,
    text: [
      `Hello ${booking.patientName},`,
      '',
      'We received your payment. Thank you.',
      '',
      `Treatment: ${booking.treatmentName}`,
      `Appointment: ${date} at ${time}`,
      `Amount paid: ${amount}`,
      `Transaction id: ${transactionId}`,
      '',
      `Your appointments: ${publicUrl}/dashboard/myAppointment`,
      '',
      'Sustho',
    ].join('\n'),
  };
}
