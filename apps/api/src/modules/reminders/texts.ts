import { doctorDisplayName } from '@sustho/contracts';
import type { IsoDate, Language } from '@sustho/contracts';
import type { MailMessage } from '../mail/outbox.js';
import { readableDate, readableTimes } from '../mail/readable.js';

export interface ReminderFacts {
  to: string;
  patientName: string;
  treatmentName: string;
  doctorName: string;
  day: IsoDate;
  slotStart: string;
  slotEnd: string;
  /** The consultation room: {PUBLIC_URL}/consultation/{bookingId}. */
  roomUrl: string;
  timeZone: string;
}

/** The reminder e-mail, in the account's language. */
export function reminderEmail(facts: ReminderFacts, language: Language): MailMessage {
  const date = readableDate(facts.day, language);
  const time = readableTimes(facts.slotStart, facts.slotEnd, language);
  if (language === 'bn') {
    return {
      to: facts.to,
      language,
      links: [facts.roomUrl],
      subject: `অনুস্মারক: ${date}, ${time}-এ আপনার ${facts.treatmentName} অ্যাপয়েন্টমেন্ট`,
      text: [
        `প্রিয় ${facts.patientName},`,
        '',
        `${date} তারিখে ${time} (${facts.timeZone} সময়) ${doctorDisplayName(facts.doctorName, language)}-এর সাথে আপনার ${facts.treatmentName} অ্যাপয়েন্টমেন্টের কথা মনে করিয়ে দিচ্ছি।`,
        '',
        `সময় হলে এই লিংকে আপনার পরামর্শ কক্ষে প্রবেশ করুন:\n${facts.roomUrl}`,
        '',
        'সুস্থ',
      ].join('\n'),
    };
  }
  return {
    to: facts.to,
    language,
    links: [facts.roomUrl],
    subject: `Reminder: your ${facts.treatmentName} appointment on ${date} at ${time}`,
    text: [
      `Hello ${facts.patientName},`,
      '',
      `This is a reminder of your ${facts.treatmentName} appointment with ${doctorDisplayName(facts.doctorName, language)} on ${date}, ${time} (${facts.timeZone} time).`,
      '',
      `When it is time, join your consultation room here:\n${facts.roomUrl}`,
      '',
      'Sustho',
    ].join('\n'),
  };
}

/** The reminder SMS: short, with the room's link. */
export function reminderSms(facts: ReminderFacts, language: Language): string {
  const date = readableDate(facts.day, language);
  const time = readableTimes(facts.slotStart, facts.slotEnd, language);
  if (language === 'bn') {
    return `সুস্থ: ${date}, ${time}-এ আপনার ${facts.treatmentName} অ্যাপয়েন্টমেন্ট। যোগ দিন: ${facts.roomUrl}`;
  }
  return `Sustho: your ${facts.treatmentName} appointment is on ${date}, ${time}. Join: ${facts.roomUrl}`;
}
