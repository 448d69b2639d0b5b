import { pages } from '@sustho/contracts';
import type { Currency, IsoDate, Language } from '@sustho/contracts';
import { formatMoney } from '../../lib/money.js';
import { clinicInstant } from '../../lib/clinic-time.js';
import {
  appointmentFacts,
  type AppointmentFacts,
  type InEachLanguage,
  type InviteEmailText,
  type MailMessage,
} from '../mail/index.js';
import { calendarInvite, inviteContentType } from './calendar-invite.js';

export interface ConfirmedBooking {
  id: string;
  to: string;
  /** The patient's account language, which the e-mail is written in. */
  language: Language;
  patientName: string;
  treatmentName: string;
  doctorName: string;
  day: IsoDate;
  slotStart: string;
  slotEnd: string;
  priceCents: number;
  currency: Currency;
  createdAt: Date;
  /** How often it moved (0 for a new booking): a later download replaces the first invite. */
  inviteSequence?: number;
}

/** The UID every invite of one booking carries: the first, the moved ones and the cancellation. */
export const inviteUid = (bookingId: string) => `${bookingId}@sustho`;

export interface ClinicContext {
  timeZone: string;
  publicUrl: string;
}

interface Confirmation extends AppointmentFacts {
  /** The price, when the booking has one, and where to pay it. */
  payment: { price: string; payUrl: string } | null;
  myAppointments: string;
}

const confirmation: InEachLanguage<Confirmation, InviteEmailText> = {
  en: (c) => ({
    subject: `Your Sustho appointment: ${c.treatment} on ${c.date} at ${c.time}`,
    lines: [
      `Hello ${c.name},`,
      '',
      'Your appointment is booked.',
      '',
      `Treatment: ${c.treatment}`,
      `Doctor: ${c.doctor}`,
      `Date: ${c.date}`,
      `Time: ${c.time} (${c.timeZone} time)`,
      c.payment
        ? `Price: ${c.payment.price}. You can pay online before your appointment:\n${c.payment.payUrl}`
        : 'Price: free',
      '',
      `The attached invite adds it to your calendar. To see or cancel your bookings, open:\n${c.myAppointments}`,
      '',
      'Sustho',
    ],
    summary: `${c.treatment} appointment at Sustho`,
    description: `${c.treatment} with ${c.doctor}, ${c.date}, ${c.time}. ${c.myAppointments}`,
  }),
  bn: (c) => ({
    subject: `আপনার Sustho অ্যাপয়েন্টমেন্ট: ${c.date}, ${c.time}, ${c.treatment}`,
    lines: [
      `প্রিয় ${c.name},`,
      '',
      'আপনার অ্যাপয়েন্টমেন্ট বুক হয়েছে।',
      '',
      `চিকিৎসা: ${c.treatment}`,
      `ডাক্তার: ${c.doctor}`,
      `তারিখ: ${c.date}`,
      `সময়: ${c.time} (${c.timeZone} সময়)`,
      c.payment
        ? `মূল্য: ${c.payment.price}। অ্যাপয়েন্টমেন্টের আগে অনলাইনে পরিশোধ করতে পারেন:\n${c.payment.payUrl}`
        : 'মূল্য: বিনামূল্যে',
      '',
      `সংযুক্ত আমন্ত্রণটি খুললে অ্যাপয়েন্টমেন্টটি আপনার ক্যালেন্ডারে যোগ হবে। আপনার বুকিং দেখতে বা বাতিল করতে খুলুন:\n${c.myAppointments}`,
      '',
      'সুস্থ',
    ],
    summary: `Sustho-তে ${c.treatment} অ্যাপয়েন্টমেন্ট`,
    description: `${c.doctor}-এর সঙ্গে ${c.treatment}, ${c.date}, ${c.time}। ${c.myAppointments}`,
  }),
};

/**
 * The booking confirmation, in the patient's language: what, when and how much, with the
 * appointment as a calendar invite.
 */
export function confirmationEmail(booking: ConfirmedBooking, clinic: ClinicContext): MailMessage {
  const { language } = booking;
  const myAppointments = `${clinic.publicUrl}${pages.myAppointments.path()}`;
  const payUrl = `${clinic.publicUrl}${pages.payment.path(booking.id)}`;
  const texts = confirmation[language]({
    ...appointmentFacts(booking, language, clinic.timeZone),
    payment:
      booking.priceCents > 0
        ? {
            price: formatMoney(booking.priceCents, booking.currency, language),
            payUrl,
          }
        : null,
    myAppointments,
  });
  const invite = calendarInvite({
    uid: inviteUid(booking.id),
    sequence: booking.inviteSequence ?? 0,
    method: 'PUBLISH',
    start: clinicInstant(booking.day, booking.slotStart, clinic.timeZone),
    end: clinicInstant(booking.day, booking.slotEnd, clinic.timeZone),
    summary: texts.summary,
    description: texts.description,
    url: myAppointments,
    stampedAt: booking.createdAt,
  });
  return {
    to: booking.to,
    language,
    subject: texts.subject,
    text: texts.lines.join('\n'),
    links: [myAppointments, payUrl],
    attachments: [
      {
        filename: 'sustho-appointment.ics',
        contentType: inviteContentType('PUBLISH'),
        content: invite,
      },
    ],
  };
}
