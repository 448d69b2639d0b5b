import { formatWireDate, timeRangeLabel, type Currency, type IsoDate } from '@sustho/contracts';
import { clinicInstant } from '../../lib/clinic-time.js';
import { formatMoney } from '../../lib/money.js';
import type { MailMessage } from '../mail/outbox.js';
import { calendarInvite } from './calendar-invite.js';

export interface ConfirmedBooking {
  id: string;
  to: string;
  patientName: string;
  treatmentName: string;
  doctorName: string;
  day: IsoDate;
  slotStart: string;
  slotEnd: string;
  priceCents: number;
  currency: Currency;
  createdAt: Date;
}

export interface ClinicContext {
  timeZone: string;
  publicUrl: string;
}

/** The booking confirmation: what, when and how much, with the appointment as a calendar invite. */
export function confirmationEmail(booking: ConfirmedBooking, clinic: ClinicContext): MailMessage {
  const date = formatWireDate(booking.day);
  const time = timeRangeLabel(booking.slotStart, booking.slotEnd);
  const myAppointments = `${clinic.publicUrl}/dashboard/myAppointment`;
  const payment =
    booking.priceCents > 0
      ? `Price: ${formatMoney(booking.priceCents, booking.currency)}. You can pay online before your appointment:\n${clinic.publicUrl}/dashboard/payment/${booking.id}`
      : 'Price: free';
  const text = [
    `Hello ${booking.patientName},`,
    '',
    'Your appointment is booked.',
    '',
    `Treatment: ${booking.treatmentName}`,
    `Doctor: ${booking.doctorName}`,
    `Date: ${date}`,
    `Time: ${time} (${clinic.timeZone} time)`,
    payment,
    '',
    `The attached invite adds it to your calendar. To see or cancel your bookings, open:\n${myAppointments}`,
    '',
    'Sustho',
  ].join('\n');
  const invite = calendarInvite({
    uid: `${booking.id}@sustho`,
    start: clinicInstant(booking.day, booking.slotStart, clinic.timeZone),
    end: clinicInstant(booking.day, booking.slotEnd, clinic.timeZone),
    summary: `${booking.treatmentName} appointment at Sustho`,
    description: `${booking.treatmentName} with ${booking.doctorName}, ${date}, ${time}. ${myAppointments}`,
    url: myAppointments,
    createdAt: booking.createdAt,
  });
  return {
    to: booking.to,
    subject: `Your Sustho appointment: ${booking.treatmentName} on ${date} at ${time}`,
    text,
    attachments: [
      {
        filename: 'sustho-appointment.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: invite,
      },
    ],
  };
}
