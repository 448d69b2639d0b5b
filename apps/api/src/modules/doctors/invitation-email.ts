import type { Language } from '@sustho/contracts';
import type { MailMessage } from '../mail/index.js';

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

const invitation = {
  en: (name: string, url: string) => ({
    subject: 'You are invited to join Sustho as a doctor',
    text: `Hello ${name},\n\nThe Sustho clinic has added you as a doctor. To set up your account, open this link within ${INVITATION_DAYS} days:\n${url}\n\nIf you already have a Sustho account with this e-mail, sign in and accept the invitation with it.\n\nSustho`,
  }),
  bn: (name: string, url: string) => ({
    subject: 'Sustho-তে ডাক্তার হিসেবে যোগ দেওয়ার আমন্ত্রণ',
    text: `প্রিয় ${name},\n\nSustho ক্লিনিক আপনাকে ডাক্তার হিসেবে যুক্ত করেছে। আপনার অ্যাকাউন্ট চালু করতে ${new Intl.NumberFormat('bn-BD').format(INVITATION_DAYS)} দিনের মধ্যে এই লিংকটি খুলুন:\n${url}\n\nএই ইমেইলে আপনার আগে থেকেই Sustho অ্যাকাউন্ট থাকলে, সেটি দিয়ে সাইন ইন করে আমন্ত্রণটি গ্রহণ করুন।\n\nসুস্থ`,
  }),
};

/**
 * The invitation to join as a doctor, in the inviting admin's language (the doctor has no account
 * yet); the subject stays free of names the admin typed.
 */
export function invitationEmail(
  to: string,
  name: string,
  url: string,
  language: Language,
): MailMessage {
  return { to, language, links: [url], ...invitation[language](name, url) };
}
