import { pages } from '@sustho/contracts';
import { formatMoney } from '../../lib/money.js';
import { hasSlot } from '../bookings/index.js';
import { type MailMessage, readableDate, readableTimes } from '../mail/index.js';
import type { PayableBooking } from './repository.js';

interface Receipt {
  name: string;
  treatment: string;
  /** The appointment's day and time; null for Consult now, paid before a doctor takes it. */
  when: { date: string; time: string } | null;
  amount: string;
  transactionId: string;
  myAppointments: string;
}

const receipt = {
  en: (r: Receipt) => ({
    subject: `Your Sustho payment receipt: ${r.amount} for ${r.treatment}`,
    lines: [
      `Hello ${r.name},`,
      '',
      'We received your payment. Thank you.',
      '',
      `Treatment: ${r.treatment}`,
      r.when ? `Appointment: ${r.when.date} at ${r.when.time}` : 'Appointment: Consult now',
      `Amount paid: ${r.amount}`,
      `Transaction id: ${r.transactionId}`,
      '',
      `Your appointments: ${r.myAppointments}`,
      '',
      'Sustho',
    ],
  }),
  bn: (r: Receipt) => ({
    subject: `আপনার Sustho পেমেন্টের রসিদ: ${r.treatment}-এর জন্য ${r.amount}`,
    lines: [
      `প্রিয় ${r.name},`,
      '',
      'আপনার পেমেন্ট আমরা পেয়েছি। ধন্যবাদ।',
      '',
      `চিকিৎসা: ${r.treatment}`,
      r.when ? `অ্যাপয়েন্টমেন্ট: ${r.when.date}, ${r.when.time}` : 'অ্যাপয়েন্টমেন্ট: এখনই পরামর্শ',
      `পরিশোধিত অর্থ: ${r.amount}`,
      `লেনদেন আইডি: ${r.transactionId}`,
      '',
      `আপনার অ্যাপয়েন্টমেন্টগুলো: ${r.myAppointments}`,
      '',
      'সুস্থ',
    ],
  }),
};

/** The payment receipt, in the patient's language: what was paid for, how much, and the transaction id to quote. */
export function receiptEmail(
  booking: PayableBooking,
  to: string,
  transactionId: string,
  publicUrl: string,
): MailMessage {
  const language = booking.patientLanguage;
  const myAppointments = `${publicUrl}${pages.myAppointments.path()}`;
  const { subject, lines } = receipt[language]({
    name: booking.patientName,
    treatment: booking.treatmentName,
    when: hasSlot(booking)
      ? {
          date: readableDate(booking.appointmentDate, language),
          time: readableTimes(booking.slotStart.slice(0, 5), booking.slotEnd.slice(0, 5), language),
        }
      : null,
    amount: formatMoney(booking.priceCents, booking.currency, language),
    transactionId,
    myAppointments,
  });
  return { to, language, subject, text: lines.join('\n'), links: [myAppointments] };
}
