import type { Language } from '@sustho/contracts';
import {
  appointmentFacts,
  type Appointment,
  type AppointmentFacts,
  type EmailText,
  type InEachLanguage,
  type MailMessage,
  readableTime,
} from '../mail/index.js';

export interface OfferFacts extends Appointment {
  to: string;
  /** When the hold ends, 'HH:MM' on the clinic's clock. */
  holdUntil: string;
  timeZone: string;
  /** The offer's page: {PUBLIC_URL}/dashboard/waitlist/{entryId}. */
  offerUrl: string;
}

interface Offer extends AppointmentFacts {
  /** When the hold ends, as the reader reads it. */
  until: string;
  offerUrl: string;
}

const offer: InEachLanguage<Offer, EmailText & { sms: string }> = {
  en: (f) => ({
    subject: `A slot opened on ${f.date} at ${f.time}`,
    lines: [
      `Hello ${f.name},`,
      '',
      `You are on the waitlist: a slot opened on ${f.date} at ${f.time} for ${f.treatment}.`,
      `It is held for you alone until ${f.until} (${f.timeZone} time). Book it here:`,
      f.offerUrl,
      '',
      'If it is not booked by then, it goes to the next patient waiting.',
      '',
      'Sustho',
    ],
    sms: `Sustho: A slot opened on ${f.date} at ${f.time}. Held for you until ${f.until}. Book: ${f.offerUrl}`,
  }),
  bn: (f) => ({
    subject: `${f.date} তারিখে ${f.time}-এ একটি সময় খালি হয়েছে`,
    lines: [
      `প্রিয় ${f.name},`,
      '',
      `আপনি অপেক্ষা তালিকায় ছিলেন: ${f.date} তারিখে ${f.time}-এ ${f.treatment}-এর একটি সময় খালি হয়েছে।`,
      `সময়টি শুধু আপনার জন্য ${f.until} (${f.timeZone} সময়) পর্যন্ত ধরে রাখা হয়েছে। বুক করতে এই লিংকটি খুলুন:`,
      f.offerUrl,
      '',
      'এর মধ্যে বুক না করলে সময়টি তালিকার পরের জনকে দেওয়া হবে।',
      '',
      'সুস্থ',
    ],
    sms: `সুস্থ: ${f.date} তারিখে ${f.time}-এ একটি সময় খালি হয়েছে। ${f.until} পর্যন্ত আপনার জন্য রাখা আছে। বুক করুন: ${f.offerUrl}`,
  }),
};

const written = (facts: OfferFacts, language: Language) =>
  offer[language]({
    ...appointmentFacts(facts, language, facts.timeZone),
    until: readableTime(facts.holdUntil, language),
    offerUrl: facts.offerUrl,
  });

/** The offer e-mail, in the patient's language: the slot, how long it is held, and the link to book it. */
export function offerEmail(facts: OfferFacts, language: Language): MailMessage {
  const { subject, lines } = written(facts, language);
  return { to: facts.to, language, links: [facts.offerUrl], subject, text: lines.join('\n') };
}

/** The offer SMS: the slot, the hold's end and the link. */
export function offerSms(facts: OfferFacts, language: Language): string {
  return written(facts, language).sms;
}
