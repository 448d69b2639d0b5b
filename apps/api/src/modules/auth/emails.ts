import type { Language } from '@sustho/contracts';
import type { MailMessage } from '../mail/index.js';

/**
 * The account e-mails, verification, password reset and a sign-up attempt with the address, in the
 * account's language.
 */

interface AccountMail {
  to: string;
  name: string;
  url: string;
  language: Language;
}

const verification = {
  en: ({ to, name, url }: AccountMail) => ({
    subject: 'Verify your e-mail for Sustho',
    text: `Hello ${name},\n\nPlease confirm that ${to} is your e-mail address by opening this link:\n${url}\n\nIf you did not create a Sustho account, you can ignore this message.\n\nSustho`,
  }),
  bn: ({ to, name, url }: AccountMail) => ({
    subject: 'Sustho-র জন্য আপনার ইমেইল নিশ্চিত করুন',
    text: `প্রিয় ${name},\n\n${to} যে আপনারই ইমেইল ঠিকানা, তা নিশ্চিত করতে এই লিংকটি খুলুন:\n${url}\n\nআপনি Sustho-তে অ্যাকাউন্ট না খুলে থাকলে এই ইমেইলটি উপেক্ষা করুন।\n\nসুস্থ`,
  }),
};

const passwordReset = {
  en: ({ name, url }: AccountMail) => ({
    subject: 'Reset your Sustho password',
    text: `Hello ${name},\n\nSomeone asked to reset the password of your Sustho account. To choose a new password, open this link within an hour:\n${url}\n\nIf it was not you, ignore this message: your password stays as it is.\n\nSustho`,
  }),
  bn: ({ name, url }: AccountMail) => ({
    subject: 'আপনার Sustho পাসওয়ার্ড নতুন করে ঠিক করুন',
    text: `প্রিয় ${name},\n\nআপনার Sustho অ্যাকাউন্টের পাসওয়ার্ড বদলানোর অনুরোধ এসেছে। নতুন পাসওয়ার্ড ঠিক করতে এক ঘণ্টার মধ্যে এই লিংকটি খুলুন:\n${url}\n\nঅনুরোধটি আপনি না করে থাকলে এই ইমেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।\n\nসুস্থ`,
  }),
};

/** `url` is the login page: the owner signs in there, or asks for a new password from it. */
const signUpAttempt = {
  en: ({ to, name, url }: AccountMail) => ({
    subject: 'Someone tried to sign up with your e-mail',
    text: `Hello ${name},\n\nSomeone just tried to create a new Sustho account with ${to}, which is already the e-mail of your account. No new account was made, and yours is unchanged.\n\nIf it was you, sign in instead (you can ask for a new password there):\n${url}\n\nIf it was not you, you need not do anything.\n\nSustho`,
  }),
  bn: ({ to, name, url }: AccountMail) => ({
    subject: 'কেউ আপনার ইমেইল দিয়ে সাইন আপ করার চেষ্টা করেছে',
    text: `প্রিয় ${name},\n\nএইমাত্র কেউ ${to} দিয়ে Sustho-তে নতুন অ্যাকাউন্ট খোলার চেষ্টা করেছে, অথচ এটি আগে থেকেই আপনার অ্যাকাউন্টের ইমেইল। কোনো নতুন অ্যাকাউন্ট খোলা হয়নি, আপনার অ্যাকাউন্ট যেমন ছিল তেমনই আছে।\n\nচেষ্টাটি আপনি করে থাকলে বরং সাইন ইন করুন (সেখান থেকে নতুন পাসওয়ার্ডও চাইতে পারবেন):\n${url}\n\nআপনি না করে থাকলে আপনাকে কিছুই করতে হবে না।\n\nসুস্থ`,
  }),
};

export function verificationEmail(mail: AccountMail): MailMessage {
  return {
    to: mail.to,
    language: mail.language,
    links: [mail.url],
    ...verification[mail.language](mail),
  };
}

export function passwordResetEmail(mail: AccountMail): MailMessage {
  return {
    to: mail.to,
    language: mail.language,
    links: [mail.url],
    ...passwordReset[mail.language](mail),
  };
}

export function signUpAttemptEmail(mail: AccountMail): MailMessage {
  return { to: mail.to, language: mail.language, ...signUpAttempt[mail.language](mail) };
}
