import { type Language } from '@sustho/contracts';
import type { MailMessage } from '../mail/index.js';
import { readableDate } from '../mail/index.js';

/**
 * What plans tell a patient (services.md §4), in the account's language: the receipt of a plan's
 * payment, and the offer to renew 7 days and 1 day before it ends. Nothing renews on its own.
 */
interface Receipt {
  name: string;
  plan: string;
  amount: string;
  /** 'YYYY-MM-DD', as stored; written for people here. */
  startsOn: string;
  endsOn: string;
  transactionId: string;
  myPlanUrl: string;
}

const receipt = {
  en: (f: Receipt, when: { from: string; to: string }) => ({
    subject: `Your Sustho payment receipt: ${f.amount} for the ${f.plan} plan`,
    lines: [
      `Hello ${f.name},`,
      '',
      'We received your payment. Thank you.',
      '',
      `Plan: ${f.plan}`,
      `From ${when.from} until ${when.to}`,
      `Amount paid: ${f.amount}`,
      `Transaction id: ${f.transactionId}`,
      '',
      `Your plan: ${f.myPlanUrl}`,
      '',
      'Sustho',
    ],
  }),
  bn: (f: Receipt, when: { from: string; to: string }) => ({
    subject: `আপনার Sustho পেমেন্টের রসিদ: ${f.plan} প্ল্যানের জন্য ${f.amount}`,
    lines: [
      `প্রিয় ${f.name},`,
      '',
      'আপনার পেমেন্ট আমরা পেয়েছি। ধন্যবাদ।',
      '',
      `প্ল্যান: ${f.plan}`,
      `${when.from} থেকে ${when.to} পর্যন্ত`,
      `পরিশোধিত অর্থ: ${f.amount}`,
      `লেনদেন আইডি: ${f.transactionId}`,
      '',
      `আপনার প্ল্যান: ${f.myPlanUrl}`,
      '',
      'সুস্থ',
    ],
  }),
};

/** The receipt of a plan's payment. */
export function planReceipt(to: string, facts: Receipt, language: Language): MailMessage {
  const when = {
    from: readableDate(facts.startsOn, language),
    to: readableDate(facts.endsOn, language),
  };
  const { subject, lines } = receipt[language](facts, when);
  return { to, language, subject, text: lines.join('\n'), links: [facts.myPlanUrl] };
}

interface Renewal {
  name: string;
  plan: string;
  /** 'YYYY-MM-DD': the day it ends. */
  endsOn: string;
  renewUrl: string;
}

const renewal = {
  en: (f: Renewal, endsOn: string) => ({
    subject: `Your Sustho ${f.plan} plan ends on ${endsOn}`,
    lines: [
      `Hello ${f.name},`,
      '',
      `Your ${f.plan} plan ends on ${endsOn}. It does not renew by itself.`,
      '',
      `Renew: ${f.renewUrl}`,
      '',
      'Sustho',
    ],
    sms: `Sustho: your ${f.plan} plan ends on ${endsOn}. Renew: ${f.renewUrl}`,
  }),
  bn: (f: Renewal, endsOn: string) => ({
    subject: `আপনার Sustho ${f.plan} প্ল্যান ${endsOn} তারিখে শেষ হবে`,
    lines: [
      `প্রিয় ${f.name},`,
      '',
      `আপনার ${f.plan} প্ল্যান ${endsOn} তারিখে শেষ হবে। এটি নিজে থেকে নবায়ন হয় না।`,
      '',
      `নবায়ন করুন: ${f.renewUrl}`,
      '',
      'সুস্থ',
    ],
    sms: `সুস্থ: আপনার ${f.plan} প্ল্যান ${endsOn} তারিখে শেষ হবে। নবায়ন: ${f.renewUrl}`,
  }),
};

/** The e-mail and SMS offering to renew a plan that ends soon. */
export function renewalMessages(
  to: string | null,
  facts: Renewal,
  language: Language,
): { email: MailMessage | null; sms: string } {
  const { subject, lines, sms } = renewal[language](facts, readableDate(facts.endsOn, language));
  const email = to
    ? { to, language, subject, text: lines.join('\n'), links: [facts.renewUrl] }
    : null;
  return { email, sms };
}
