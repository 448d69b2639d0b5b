import { doctorDisplayName, type Language } from '@sustho/contracts';
import type { EmailText, InEachLanguage, MailMessage } from '../mail/index.js';

interface PrescriptionMail {
  to: string;
  /** Who reads it: the name on the booking, or for a family member's the account holder. */
  readerName: string;
  /** The family member it is for (services.md §2); null when it is the reader's own. */
  memberName: string | null;
  doctorName: string;
  corrected: boolean;
  healthRecordUrl: string;
  verifyUrl: string;
}

/** The mail's facts, with the doctor named once in the reader's language ('Dr. …', 'ডা. …'). */
type PrescriptionFacts = PrescriptionMail & { doctor: string };

const prescription: InEachLanguage<PrescriptionFacts, EmailText> = {
  en: (mail) => ({
    subject:
      mail.memberName === null
        ? mail.corrected
          ? 'Your prescription was corrected'
          : 'Your prescription is ready'
        : mail.corrected
          ? `The prescription for ${mail.memberName} was corrected`
          : `The prescription for ${mail.memberName} is ready`,
    lines: [
      `Hello ${mail.readerName},`,
      '',
      mail.corrected
        ? `${mail.doctor} corrected ${mail.memberName === null ? 'your prescription' : `the prescription for ${mail.memberName}`}. The previous one is no longer valid.`
        : `${mail.doctor} issued a prescription for ${mail.memberName ?? 'you'}.`,
      '',
      `Sign in and download the PDF from My Health Record: ${mail.healthRecordUrl}`,
      `Verify the prescription: ${mail.verifyUrl}`,
      '',
      'Sustho',
    ],
  }),
  bn: (mail) => ({
    subject:
      mail.memberName === null
        ? mail.corrected
          ? 'আপনার প্রেসক্রিপশন সংশোধন করা হয়েছে'
          : 'আপনার প্রেসক্রিপশন প্রস্তুত'
        : mail.corrected
          ? `${mail.memberName}-এর প্রেসক্রিপশন সংশোধন করা হয়েছে`
          : `${mail.memberName}-এর প্রেসক্রিপশন প্রস্তুত`,
    lines: [
      `প্রিয় ${mail.readerName},`,
      '',
      mail.corrected
        ? `${mail.doctor} ${mail.memberName === null ? 'আপনার' : `${mail.memberName}-এর`} প্রেসক্রিপশন সংশোধন করেছেন। আগেরটি আর বৈধ নয়।`
        : `${mail.doctor} ${mail.memberName === null ? 'আপনার' : `${mail.memberName}-এর`} জন্য একটি প্রেসক্রিপশন দিয়েছেন।`,
      '',
      `সাইন ইন করে 'আমার স্বাস্থ্য রেকর্ড' থেকে পিডিএফ ডাউনলোড করুন: ${mail.healthRecordUrl}`,
      `প্রেসক্রিপশনটি যাচাই করুন: ${mail.verifyUrl}`,
      '',
      'সুস্থ',
    ],
  }),
};

/**
 * Tells the account a prescription was issued (or corrected) for its patient, in its language. The prescription
 * itself is not attached: it is health data, read after signing in on My Health Record.
 */
export function prescriptionEmail(mail: PrescriptionMail, language: Language): MailMessage {
  const { subject, lines } = prescription[language]({
    ...mail,
    doctor: doctorDisplayName(mail.doctorName, language),
  });
  return {
    to: mail.to,
    language,
    links: [mail.healthRecordUrl, mail.verifyUrl],
    subject,
    text: lines.join('\n'),
  };
}
