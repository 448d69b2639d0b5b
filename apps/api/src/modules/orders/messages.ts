import type { Language, OrderState } from '@sustho/contracts';
import type { MailMessage } from '../mail/index.js';
import type { PushMessage } from '../push/index.js';

/**
 * What an order's patient is told at each step (services.md §5: 'Each step e-mails the patient
 * and texts the delivery address's phone'), in the account's language: an e-mail, an SMS and a
 * push, each naming the order by its short number.
 */
type Step = Exclude<OrderState, 'awaiting_payment'>;

const STEP_TEXT: Record<Language, Record<Step, string>> = {
  en: {
    awaiting_prescription_check:
      'We received your order. A pharmacist will check your prescription photo.',
    placed: 'We received your order. A pharmacist will confirm it shortly.',
    confirmed: 'A pharmacist confirmed your order.',
    packed: 'Your order is packed.',
    out_for_delivery: 'Your order is out for delivery.',
    delivered: 'Your order was delivered. Get well soon.',
    cancelled: 'Your order was cancelled.',
  },
  bn: {
    awaiting_prescription_check:
      'আপনার অর্ডার পেয়েছি। একজন ফার্মাসিস্ট আপনার প্রেসক্রিপশনের ছবি যাচাই করবেন।',
    placed: 'আপনার অর্ডার পেয়েছি। একজন ফার্মাসিস্ট শিগগিরই এটি নিশ্চিত করবেন।',
    confirmed: 'একজন ফার্মাসিস্ট আপনার অর্ডার নিশ্চিত করেছেন।',
    packed: 'আপনার অর্ডার প্যাক করা হয়েছে।',
    out_for_delivery: 'আপনার অর্ডার ডেলিভারির পথে।',
    delivered: 'আপনার অর্ডার পৌঁছে দেওয়া হয়েছে। দ্রুত সুস্থ হয়ে উঠুন।',
    cancelled: 'আপনার অর্ডার বাতিল করা হয়েছে।',
  },
};

const WORDS = {
  en: {
    order: (number: string) => `Sustho order ${number}`,
    hello: (name: string) => `Hello ${name},`,
    reason: (reason: string) => `Reason: ${reason}`,
    refund: (amount: string) => `Your payment of ${amount} will be refunded in full.`,
    total: (amount: string) => `Total: ${amount}`,
    see: (url: string) => `Your orders: ${url}`,
    signature: 'Sustho',
  },
  bn: {
    order: (number: string) => `সুস্থ অর্ডার ${number}`,
    hello: (name: string) => `প্রিয় ${name},`,
    reason: (reason: string) => `কারণ: ${reason}`,
    refund: (amount: string) => `আপনার ${amount} পেমেন্ট পুরোটাই ফেরত দেওয়া হবে।`,
    total: (amount: string) => `মোট: ${amount}`,
    see: (url: string) => `আপনার অর্ডার: ${url}`,
    signature: 'সুস্থ',
  },
};

/** An order's short number as people read it out: the first 8 characters of its id, in capitals. */
export const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();

export interface StepFacts {
  orderId: string;
  state: Step;
  name: string;
  total: string;
  reason: string | null;
  /** The amount refunded, when a paid order was cancelled. */
  refunded: string | null;
  myOrdersUrl: string;
}

/** The e-mail of one step, to the ordering account. */
export function stepMail(to: string, facts: StepFacts, language: Language): MailMessage {
  const words = WORDS[language];
  const lines = [
    words.hello(facts.name),
    '',
    STEP_TEXT[language][facts.state],
    ...(facts.reason ? [words.reason(facts.reason)] : []),
    ...(facts.refunded ? [words.refund(facts.refunded)] : []),
    '',
    words.total(facts.total),
    '',
    words.see(facts.myOrdersUrl),
    '',
    words.signature,
  ];
  return {
    to,
    language,
    subject: `${words.order(orderNumber(facts.orderId))}: ${STEP_TEXT[language][facts.state]}`,
    text: lines.join('\n'),
    links: [facts.myOrdersUrl],
  };
}

/** The SMS of one step, to the delivery address's phone. */
export function stepSms(facts: StepFacts, language: Language): string {
  const words = WORDS[language];
  return [
    `${words.order(orderNumber(facts.orderId))}: ${STEP_TEXT[language][facts.state]}`,
    ...(facts.reason ? [words.reason(facts.reason)] : []),
    facts.myOrdersUrl,
  ].join(' ');
}

/** The push of one step, to the ordering account's devices (written in both languages). */
export function stepPush(orderId: string, state: Step, url: string): PushMessage {
  return {
    text: {
      en: { title: WORDS.en.order(orderNumber(orderId)), body: STEP_TEXT.en[state] },
      bn: { title: WORDS.bn.order(orderNumber(orderId)), body: STEP_TEXT.bn[state] },
    },
    url,
  };
}
