import { doctorDisplayName, type IsoDate, type Language } from '@sustho/contracts';
import { readableDate, readableTimes } from './readable.js';

/** An appointment as the database gives it to a message about it. */
export interface Appointment {
  patientName: string;
  treatmentName: string;
  /** The doctor, once one is chosen (a waitlist offer is for a treatment's slot). */
  doctorName?: string;
  day: IsoDate;
  /** 'HH:MM' on the clinic's clock. */
  slotStart: string;
  slotEnd: string;
}

/**
 * What every e-mail and SMS about an appointment says of it, written for its reader: the one place
 * that turns an appointment into the words and figures of the reader's language.
 */
export interface AppointmentFacts {
  language: Language;
  name: string;
  treatment: string;
  /** 'Dr. …' / 'ডা. …' once (doctorDisplayName); empty when no doctor is chosen yet. */
  doctor: string;
  date: string;
  /** The slot, from its start to its end. */
  time: string;
  /** The clinic's time zone, which the time is on. */
  timeZone: string;
}

export function appointmentFacts(
  appointment: Appointment,
  language: Language,
  timeZone: string,
): AppointmentFacts {
  return {
    language,
    name: appointment.patientName,
    treatment: appointment.treatmentName,
    doctor: appointment.doctorName ? doctorDisplayName(appointment.doctorName, language) : '',
    date: readableDate(appointment.day, language),
    time: readableTimes(appointment.slotStart, appointment.slotEnd, language),
    timeZone,
  };
}

/** One message's texts: the same shape in every language, written from the same facts. */
export type InEachLanguage<Facts, Texts> = Record<Language, (facts: Facts) => Texts>;

/** An e-mail's words: its subject and its lines. */
export interface EmailText {
  subject: string;
  lines: string[];
}

/** An e-mail's words with its calendar invite's summary and description. */
export interface InviteEmailText extends EmailText {
  summary: string;
  description: string;
}
