import type { IsoDate, Language } from '@sustho/contracts';
import type { MailMessage } from '../mail/outbox.js';
import { readableDate, readableTime, readableTimes } from '../mail/readable.js';

export interface OfferFacts {
  to: string;
  patientName: string;
  treatmentName: string;
  day: IsoDate;
  slotStart: string;
  slotEnd: string;
  /** When the hold ends, 'HH:MM' on the clinic's clock. */
  holdUntil: string;
  timeZone: string;
  /** The offer's page: {PUBLIC_URL}/dashboard/waitlist/{entryId}. */
  offerUrl: string;
}

/** The offer e-mail, in the patient's language: the slot, how long it is held, and the link to book it. */
export function offerEmail(facts: OfferFacts, language: Language): MailMessage {
  const date = readableDate(facts.day, language);
  const slot = readableTimes(facts.slotStart, facts.slotEnd, language);
  const until = readableTime(facts.holdUntil, language);
  if (language === 'bn') {
    return {
      to: facts.to,
      language,
      links: [facts.offerUrl],
      subject: `${date} তারিখে ${slot}-এ একটি সময় খালি হয়েছে`,
      text: [
        `প্রিয় ${facts.patientName},`,
        '',
        `আপনি অপেক্ষা তালিকায় ছিলেন: ${date} তারিখে ${slot}-এ ${facts.treatmentName}-এর একটি সময় খালি হয়েছে।`,
        `সময়টি শুধু আপনার জন্য ${until} (${facts.timeZone} সময়) পর্যন্ত ধরে রাখা হয়েছে। বুক করতে এই লিংকটি খুলুন:`,
        facts.offerUrl,
        '',
        'এর মধ্যে বুক না করলে সময়টি তালিকার পরের জনকে দেওয়া হবে।',
        '',
        'সুস্থ',
      ].join('\n'),
    };
  }
  return {
    to: facts.to,
    language,
    links: [facts.offerUrl],
    subject: `A slot opened on ${date} at ${slot}`,
    text: [
      `Hello ${facts.patientName},`,
      '',
      `You are on the waitlist: a slot opened on ${date} at ${slot} for ${facts.treatmentName}.`,
      `It is held for you alone until ${until} (${facts.timeZone} time). Book it here:`,
      facts.offerUrl,
      '',
      'If it is not booked by then, it goes to the next patient waiting.',
      '',
      'Sustho',
    ].join('\n'),
  };
}

/** The offer SMS: the slot, the hold's end and the link. */
export function offerSms(facts: OfferFacts, language: Language): string {
  const date = readableDate(facts.day, language);
  const slot = readableTimes(facts.slotStart, facts.slotEnd, language);
  const until = readableTime(facts.holdUntil, language);
  if (language === 'bn') {
    return `সুস্থ: ${date} তারিখে ${slot}-এ একটি সময় খালি হয়েছে। ${until} পর্যন্ত আপনার জন্য রাখা আছে। বুক করুন: ${facts.offerUrl}`;
  }
  return `Sustho: A slot opened on ${date} at ${slot}. Held for you until ${until}. Book: ${facts.offerUrl}`;
}
