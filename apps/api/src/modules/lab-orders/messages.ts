import type { Language } from '@sustho/contracts';
import type { MailMessage } from '../mail/index.js';
import type { PushMessage } from '../push/index.js';

/**
 * What a released result tells people (services.md §6): the patient, by e-mail, SMS and push in
 * their account's language ('Your {test} result is ready', `{test}` the catalogue's names), and the
 * doctor whose prescription it was ordered from, by e-mail.
 */
interface ResultFacts {
  /** The account holder's name. */
  name: string;
  /** The patient's name, when it is a family member's result. */
  patientName: string;
  /** The tests' catalogue names, joined. */
  tests: string;
  recordUrl: string;
}

const ready = {
  en: (f: ResultFacts) => ({
    subject: `Your ${f.tests} result is ready`,
    lines: [
      `Hello ${f.name},`,
      '',
      `Your ${f.tests} result is ready (for ${f.patientName}).`,
      '',
      `See it in My Health Record: ${f.recordUrl}`,
      '',
      'Sustho',
    ],
    sms: `Sustho: Your ${f.tests} result is ready. ${f.recordUrl}`,
    push: { title: `Your ${f.tests} result is ready`, body: `For ${f.patientName}` },
  }),
  bn: (f: ResultFacts) => ({
    subject: `আপনার ${f.tests} পরীক্ষার ফলাফল প্রস্তুত`,
    lines: [
      `প্রিয় ${f.name},`,
      '',
      `আপনার ${f.tests} পরীক্ষার ফলাফল প্রস্তুত (${f.patientName}-এর জন্য)।`,
      '',
      `আমার স্বাস্থ্য রেকর্ডে দেখুন: ${f.recordUrl}`,
      '',
      'সুস্থ',
    ],
    sms: `সুস্থ: আপনার ${f.tests} পরীক্ষার ফলাফল প্রস্তুত। ${f.recordUrl}`,
    push: { title: `আপনার ${f.tests} পরীক্ষার ফলাফল প্রস্তুত`, body: `${f.patientName}-এর জন্য` },
  }),
};

export function resultReadyMail(to: string, facts: ResultFacts, language: Language): MailMessage {
  const { subject, lines } = ready[language](facts);
  return { to, language, subject, text: lines.join('\n'), links: [facts.recordUrl] };
}

export const resultReadySms = (facts: ResultFacts, language: Language) =>
  ready[language](facts).sms;

export const resultReadyPush = (facts: ResultFacts): PushMessage => ({
  text: { en: ready.en(facts).push, bn: ready.bn(facts).push },
  url: new URL(facts.recordUrl).pathname,
});

interface DoctorFacts {
  doctorName: string;
  patientName: string;
  tests: string;
  /** Where the doctor reads it: the doctor's dashboard. */
  dashboardUrl: string;
}

const doctor = {
  en: (f: DoctorFacts) => ({
    subject: `${f.patientName}'s ${f.tests} result is ready`,
    lines: [
      `Hello ${f.doctorName},`,
      '',
      `The ${f.tests} result you advised for ${f.patientName} is ready. You can read it in the patient's record.`,
      '',
      f.dashboardUrl,
      '',
      'Sustho',
    ],
  }),
  bn: (f: DoctorFacts) => ({
    subject: `${f.patientName}-এর ${f.tests} পরীক্ষার ফলাফল প্রস্তুত`,
    lines: [
      `প্রিয় ${f.doctorName},`,
      '',
      `${f.patientName}-এর জন্য আপনার পরামর্শ দেওয়া ${f.tests} পরীক্ষার ফলাফল প্রস্তুত। রোগীর রেকর্ডে এটি দেখতে পারবেন।`,
      '',
      f.dashboardUrl,
      '',
      'সুস্থ',
    ],
  }),
};

/** The ordering doctor's e-mail: no values in it, only where to read them behind the record's rule. */
export function doctorResultMail(to: string, facts: DoctorFacts, language: Language): MailMessage {
  const { subject, lines } = doctor[language](facts);
  return { to, language, subject, text: lines.join('\n'), links: [facts.dashboardUrl] };
}
