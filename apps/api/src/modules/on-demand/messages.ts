import { pages, type Language } from '@sustho/contracts';
import type { MailMessage } from '../mail/index.js';

/**
 * What Consult now tells a patient by e-mail and SMS (services.md §3), in the account's language:
 * that nobody took the request and the money went back, and that the doctor dropped.
 */
interface Expired {
  name: string;
  treatment: string;
  /** The amount refunded, written for people; null when nothing was paid. */
  amount: string | null;
  consultNowUrl: string;
}

const expired = {
  en: (f: Expired) => {
    const sorry = f.amount
      ? `No doctor was available. Your payment of ${f.amount} has been refunded.`
      : 'No doctor was available.';
    return {
      subject: `No doctor was available for your ${f.treatment} consultation`,
      lines: [
        `Hello ${f.name},`,
        '',
        sorry,
        '',
        `You can ask again, or book an appointment: ${f.consultNowUrl}`,
        '',
        'Sustho',
      ],
      sms: `Sustho: ${sorry}`,
    };
  },
  bn: (f: Expired) => {
    const sorry = f.amount
      ? `কোনো ডাক্তার পাওয়া যায়নি। আপনার ${f.amount} পেমেন্ট ফেরত দেওয়া হয়েছে।`
      : 'কোনো ডাক্তার পাওয়া যায়নি।';
    return {
      subject: `আপনার ${f.treatment} পরামর্শের জন্য কোনো ডাক্তার পাওয়া যায়নি`,
      lines: [
        `প্রিয় ${f.name},`,
        '',
        sorry,
        '',
        `আবার চেষ্টা করতে বা অ্যাপয়েন্টমেন্ট বুক করতে: ${f.consultNowUrl}`,
        '',
        'সুস্থ',
      ],
      sms: `সুস্থ: ${sorry}`,
    };
  },
};

/** The e-mail and the SMS text of an expired request. */
export function expiredMessages(
  facts: Omit<Expired, 'consultNowUrl'> & { to: string | null },
  language: Language,
  publicUrl: string,
): { email: MailMessage | null; sms: string } {
  const consultNowUrl = `${publicUrl}${pages.consultNow.path()}`;
  const { subject, lines, sms } = expired[language]({ ...facts, consultNowUrl });
  const email = facts.to
    ? { to: facts.to, language, subject, text: lines.join('\n'), links: [consultNowUrl] }
    : null;
  return { email, sms };
}

/** The SMS to a patient whose doctor dropped: they are first in the queue again. */
export const doctorDroppedSms: Record<Language, string> = {
  en: 'Sustho: Your doctor was disconnected. You are first in the queue.',
  bn: 'সুস্থ: আপনার ডাক্তারের সংযোগ বিচ্ছিন্ন হয়েছে। আপনি সারিতে প্রথম।',
};
