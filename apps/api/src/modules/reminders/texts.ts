import type { Language } from '@sustho/contracts';
import {
  appointmentFacts,
  type Appointment,
  type AppointmentFacts,
  type EmailText,
  type InEachLanguage,
  type MailMessage,
} from '../mail/index.js';
import type { PushMessage } from '../push/index.js';

export interface ReminderFacts extends Appointment {
  to: string;
  doctorName: string;
  /** The consultation room: {PUBLIC_URL}/consultation/{bookingId}. */
  roomUrl: string;
  timeZone: string;
}

interface Reminder extends AppointmentFacts {
  roomUrl: string;
}

const reminder: InEachLanguage<
  Reminder,
  EmailText & { sms: string; push: { title: string; body: string } }
> = {
  en: (f) => ({
    subject: `Reminder: your ${f.treatment} appointment on ${f.date} at ${f.time}`,
    lines: [
      `Hello ${f.name},`,
      '',
      `This is a reminder of your ${f.treatment} appointment with ${f.doctor} on ${f.date}, ${f.time} (${f.timeZone} time).`,
      '',
      `When it is time, join your consultation room here:\n${f.roomUrl}`,
      '',
      'Sustho',
    ],
    sms: `Sustho: your ${f.treatment} appointment is on ${f.date}, ${f.time}. Join: ${f.roomUrl}`,
    push: {
      title: 'Appointment reminder',
      body: `Your ${f.treatment} appointment with ${f.doctor} is on ${f.date}, ${f.time}.`,
    },
  }),
  bn: (f) => ({
    subject: `অনুস্মারক: ${f.date}, ${f.time}-এ আপনার ${f.treatment} অ্যাপয়েন্টমেন্ট`,
    lines: [
      `প্রিয় ${f.name},`,
      '',
      `${f.date} তারিখে ${f.time} (${f.timeZone} সময়) ${f.doctor}-এর সাথে আপনার ${f.treatment} অ্যাপয়েন্টমেন্টের কথা মনে করিয়ে দিচ্ছি।`,
      '',
      `সময় হলে এই লিংকে আপনার পরামর্শ কক্ষে প্রবেশ করুন:\n${f.roomUrl}`,
      '',
      'সুস্থ',
    ],
    sms: `সুস্থ: ${f.date}, ${f.time}-এ আপনার ${f.treatment} অ্যাপয়েন্টমেন্ট। যোগ দিন: ${f.roomUrl}`,
    push: {
      title: 'অ্যাপয়েন্টমেন্টের অনুস্মারক',
      body: `${f.date}, ${f.time}-এ ${f.doctor}-এর সাথে আপনার ${f.treatment} অ্যাপয়েন্টমেন্ট।`,
    },
  }),
};

const written = (facts: ReminderFacts, language: Language) =>
  reminder[language]({
    ...appointmentFacts(facts, language, facts.timeZone),
    roomUrl: facts.roomUrl,
  });

/** The reminder e-mail, in the account's language. */
export function reminderEmail(facts: ReminderFacts, language: Language): MailMessage {
  const { subject, lines } = written(facts, language);
  return { to: facts.to, language, links: [facts.roomUrl], subject, text: lines.join('\n') };
}

/** The reminder notification in both languages (the push job picks the account's); it opens the room. */
export function reminderPush(facts: ReminderFacts, roomPath: string): PushMessage {
  return {
    text: { en: written(facts, 'en').push, bn: written(facts, 'bn').push },
    url: roomPath,
  };
}

/** The reminder SMS: short, with the room's link. */
export function reminderSms(facts: ReminderFacts, language: Language): string {
  return written(facts, language).sms;
}
