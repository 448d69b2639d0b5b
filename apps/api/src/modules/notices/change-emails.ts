import { pages, type Language } from '@sustho/contracts';
import { clinicInstant } from '../../lib/clinic-time.js';
import { formatMoney } from '../../lib/money.js';
import {
  appointmentFacts,
  type AppointmentFacts,
  type InviteEmailText,
  type MailMessage,
} from '../mail/index.js';
import { calendarInvite, inviteContentType, type CalendarEvent } from './calendar-invite.js';
import { inviteUid, type ClinicContext, type ConfirmedBooking } from './confirmation-email.js';

/** A booking as the e-mails about its changes show it: as confirmed, with its invite's new SEQUENCE. */
export interface ChangedBooking extends Omit<ConfirmedBooking, 'createdAt'> {
  /** The invite's SEQUENCE after this change (bookings.invite_sequence). */
  inviteSequence: number;
}

/** What happened to the money: nothing to pay, still to pay, paid, refunded or kept. */
export type MoneyState = 'free' | 'unpaid' | 'paid' | 'refunded' | 'not_refunded';

interface Facts extends AppointmentFacts {
  price: string;
  money: MoneyState;
  payUrl: string;
  myAppointments: string;
  appointmentPage: string;
}

/** The change e-mails' words, the same in each language. */
interface ChangeTexts {
  /** What the appointment is and when, as both e-mails list it. */
  details(f: Facts): string[];
  rescheduled(f: Facts): InviteEmailText;
  cancelled(f: Facts): InviteEmailText;
}

const en: ChangeTexts = {
  details: (f) => [
    `Treatment: ${f.treatment}`,
    `Doctor: ${f.doctor}`,
    `Date: ${f.date}`,
    `Time: ${f.time} (${f.timeZone} time)`,
  ],
  rescheduled: (f) => ({
    subject: `Your Sustho appointment was moved: ${f.treatment} on ${f.date} at ${f.time}`,
    lines: [
      `Hello ${f.name},`,
      '',
      'Your appointment was moved. It is now:',
      '',
      ...en.details(f),
      {
        free: 'Price: free',
        unpaid: `Price: ${f.price}. You can pay online before your appointment:\n${f.payUrl}`,
        paid: `Your payment of ${f.price} stays with this appointment.`,
        refunded: '',
        not_refunded: '',
      }[f.money],
      '',
      `The attached invite moves it in your calendar. To see, move or cancel your bookings, open:\n${f.myAppointments}`,
      '',
      'Sustho',
    ],
    summary: `${f.treatment} appointment at Sustho`,
    description: `${f.treatment} with ${f.doctor}, ${f.date}, ${f.time}. ${f.myAppointments}`,
  }),
  cancelled: (f) => ({
    subject: `Your Sustho appointment was cancelled: ${f.treatment} on ${f.date} at ${f.time}`,
    lines: [
      `Hello ${f.name},`,
      '',
      'This appointment was cancelled:',
      '',
      ...en.details(f),
      {
        free: '',
        unpaid: '',
        paid: '',
        refunded: `Your payment of ${f.price} is refunded to you in full.`,
        not_refunded: `It was cancelled too close to its start for a refund: your payment of ${f.price} is not refunded.`,
      }[f.money],
      '',
      `The attached file removes it from your calendar. To book another appointment, open:\n${f.appointmentPage}`,
      '',
      'Sustho',
    ],
    summary: `Cancelled: ${f.treatment} appointment at Sustho`,
    description: `${f.treatment} with ${f.doctor}, ${f.date}, ${f.time}: cancelled.`,
  }),
};

const bn: ChangeTexts = {
  details: (f) => [
    `চিকিৎসা: ${f.treatment}`,
    `ডাক্তার: ${f.doctor}`,
    `তারিখ: ${f.date}`,
    `সময়: ${f.time} (${f.timeZone} সময়)`,
  ],
  rescheduled: (f) => ({
    subject: `আপনার Sustho অ্যাপয়েন্টমেন্টের সময় বদলেছে: ${f.date}, ${f.time}, ${f.treatment}`,
    lines: [
      `প্রিয় ${f.name},`,
      '',
      'আপনার অ্যাপয়েন্টমেন্টের সময় বদলানো হয়েছে। নতুন সময়:',
      '',
      ...bn.details(f),
      {
        free: 'মূল্য: বিনামূল্যে',
        unpaid: `মূল্য: ${f.price}। অ্যাপয়েন্টমেন্টের আগে অনলাইনে পরিশোধ করতে পারেন:\n${f.payUrl}`,
        paid: `আপনার পরিশোধ করা ${f.price} এই অ্যাপয়েন্টমেন্টেই থাকছে।`,
        refunded: '',
        not_refunded: '',
      }[f.money],
      '',
      `সংযুক্ত আমন্ত্রণটি খুললে আপনার ক্যালেন্ডারেও সময়টি বদলে যাবে। আপনার বুকিং দেখতে, সময় বদলাতে বা বাতিল করতে খুলুন:\n${f.myAppointments}`,
      '',
      'সুস্থ',
    ],
    summary: `Sustho-তে ${f.treatment} অ্যাপয়েন্টমেন্ট`,
    description: `${f.doctor}-এর সঙ্গে ${f.treatment}, ${f.date}, ${f.time}। ${f.myAppointments}`,
  }),
  cancelled: (f) => ({
    subject: `আপনার Sustho অ্যাপয়েন্টমেন্ট বাতিল হয়েছে: ${f.date}, ${f.time}, ${f.treatment}`,
    lines: [
      `প্রিয় ${f.name},`,
      '',
      'এই অ্যাপয়েন্টমেন্টটি বাতিল করা হয়েছে:',
      '',
      ...bn.details(f),
      {
        free: '',
        unpaid: '',
        paid: '',
        refunded: `আপনার পরিশোধ করা ${f.price} পুরোটাই আপনাকে ফেরত দেওয়া হচ্ছে।`,
        not_refunded: `অ্যাপয়েন্টমেন্ট শুরুর খুব কাছাকাছি সময়ে বাতিল হওয়ায় আপনার পরিশোধ করা ${f.price} ফেরত দেওয়া হবে না।`,
      }[f.money],
      '',
      `সংযুক্ত ফাইলটি খুললে অ্যাপয়েন্টমেন্টটি আপনার ক্যালেন্ডার থেকে মুছে যাবে। নতুন অ্যাপয়েন্টমেন্ট নিতে খুলুন:\n${f.appointmentPage}`,
      '',
      'সুস্থ',
    ],
    summary: `বাতিল: Sustho-তে ${f.treatment} অ্যাপয়েন্টমেন্ট`,
    description: `${f.doctor}-এর সঙ্গে ${f.treatment}, ${f.date}, ${f.time}: বাতিল।`,
  }),
};

const texts: Record<Language, ChangeTexts> = { en, bn };

/** One change e-mail: its texts in the patient's language and the invite for the same UID. */
function changeEmail(
  kind: 'rescheduled' | 'cancelled',
  method: CalendarEvent['method'],
  booking: ChangedBooking,
  money: MoneyState,
  clinic: ClinicContext,
  now: Date,
): MailMessage {
  const { language } = booking;
  const links = {
    payUrl: `${clinic.publicUrl}${pages.payment.path(booking.id)}`,
    myAppointments: `${clinic.publicUrl}${pages.myAppointments.path()}`,
    appointmentPage: `${clinic.publicUrl}${pages.appointment.path()}`,
  };
  const written = texts[language][kind]({
    ...appointmentFacts(booking, language, clinic.timeZone),
    price: formatMoney(booking.priceCents, booking.currency, language),
    money,
    ...links,
  });
  const invite = calendarInvite({
    uid: inviteUid(booking.id),
    sequence: booking.inviteSequence,
    method,
    start: clinicInstant(booking.day, booking.slotStart, clinic.timeZone),
    end: clinicInstant(booking.day, booking.slotEnd, clinic.timeZone),
    summary: written.summary,
    description: written.description,
    url: links.myAppointments,
    stampedAt: now,
  });
  return {
    to: booking.to,
    language,
    subject: written.subject,
    // A money line that has nothing to say leaves no blank line behind.
    text: written.lines
      .filter((line, index, all) => line !== '' || all[index - 1] !== '')
      .join('\n'),
    links: Object.values(links),
    attachments: [
      {
        filename: kind === 'cancelled' ? 'sustho-cancellation.ics' : 'sustho-appointment.ics',
        contentType: inviteContentType(method),
        content: invite,
      },
    ],
  };
}

/** The e-mail for a moved booking: its new time, and an invite that moves the calendar's event. */
export const rescheduledEmail = (
  booking: ChangedBooking,
  money: Exclude<MoneyState, 'refunded' | 'not_refunded'>,
  clinic: ClinicContext,
  now: Date,
) => changeEmail('rescheduled', 'PUBLISH', booking, money, clinic, now);

/** The e-mail for a cancelled booking: what became of the payment, and METHOD:CANCEL for its event. */
export const cancellationEmail = (
  booking: ChangedBooking,
  money: MoneyState,
  clinic: ClinicContext,
  now: Date,
) => changeEmail('cancelled', 'CANCEL', booking, money, clinic, now);
