import { z } from 'zod';
import { currency } from './money.js';

/**
 * What a payment pays for (services.md, 'Everything is paid the same way'): exactly one of a
 * booking, a plan subscription, a medicine order or a lab order. Ids are unique across kinds, so one id names one thing.
 */
export const PAYABLE_KINDS = ['booking', 'subscription', 'order', 'labOrder'] as const;
export type PayableKind = (typeof PAYABLE_KINDS)[number];

const payableIds = {
  bookingId: z.uuid({ message: 'must be a valid booking id' }).optional(),
  subscriptionId: z.uuid({ message: 'must be a valid subscription id' }).optional(),
  orderId: z.uuid({ message: 'must be a valid order id' }).optional(),
  labOrderId: z.uuid({ message: 'must be a valid lab order id' }).optional(),
};

/** The id field each kind is sent in. */
const PAYABLE_FIELDS = {
  booking: 'bookingId',
  subscription: 'subscriptionId',
  order: 'orderId',
  labOrder: 'labOrderId',
} as const satisfies Record<PayableKind, keyof typeof payableIds>;

const ONE_PAYABLE = 'send exactly one of bookingId, subscriptionId, orderId, labOrderId';

const namesOnePayable = (value: Partial<Record<keyof typeof payableIds, string>>) =>
  Object.values(PAYABLE_FIELDS).filter((field) => value[field] !== undefined).length === 1;

/** The thing a request pays for, from whichever one of its id fields it sent. */
export function payableOf(value: Partial<Record<keyof typeof payableIds, string>>): {
  kind: PayableKind;
  id: string;
} {
  for (const kind of PAYABLE_KINDS) {
    const id = value[PAYABLE_FIELDS[kind]];
    if (id !== undefined) return { kind, id };
  }
  throw new Error(ONE_PAYABLE);
}

/** A PaymentIntent id as Stripe writes it; the sandbox writes its own the same way. */
const transactionId = z
  .string()
  .trim()
  .max(255)
  .regex(/^pi_\w+$/, { message: 'must be a payment id such as pi_3MtwBwLkdIwHu7ix28a3tqPa' });

/** POST /create-payment-intent. A client's {price} may still be sent; the amount comes from the booking. */
export const createPaymentIntentInput = z
  .object({
    ...payableIds,
    price: z.number().optional().describe("Ignored: the amount is the stored booking's price"),
  })
  .refine(namesOnePayable, { message: ONE_PAYABLE });
export type CreatePaymentIntentInput = z.input<typeof createPaymentIntentInput>;

export const paymentIntentResponse = z.object({ clientSecret: z.string() });
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponse>;

/** POST /payments, as docs/product/api.md §1 keeps it. Price and e-mail are the booking's; the client's are ignored. */
export const paymentInput = z
  .object({
    ...payableIds,
    transactionId,
    price: z.number().optional().describe("Ignored: the amount is the stored booking's price"),
    email: z
      .string()
      .max(320)
      .optional()
      .describe("Ignored: the receipt goes to the booking's e-mail"),
  })
  .refine(namesOnePayable, { message: ONE_PAYABLE });
export type PaymentInput = z.input<typeof paymentInput>;

/**
 * GET /api/payables/{id}: what the payment page (`/dashboard/payment/{id}`) pays for, whichever
 * kind it is; `payable` is false once it no longer waits for a payment.
 */
export const payableSummary = z.object({
  _id: z.string(),
  kind: z.enum(PAYABLE_KINDS),
  price: z.number(),
  currency,
  payable: z.boolean(),
  paid: z.boolean(),
  refunded: z.boolean(),
  refundedAmount: z.number(),
});
export type PayableSummary = z.infer<typeof payableSummary>;

/** The same `insertedId` for every repeat of the same payment. */
export const paymentResult = z.object({ acknowledged: z.literal(true), insertedId: z.string() });
export type PaymentResult = z.infer<typeof paymentResult>;

export const webhookReceipt = z.object({ received: z.literal(true) });

/** Luhn's checksum, which every real card number passes. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number as people type it (spaces or dashes between groups); read as its digits. */
export const cardNumber = z
  .string()
  .max(40)
  .transform((text) => text.replace(/[\s-]/g, ''))
  .refine((digits) => /^\d{12,19}$/.test(digits) && passesLuhn(digits), {
    message: 'Your card number is invalid.',
  });

const EXPIRY = /^(0[1-9]|1[0-2])\s?\/\s?(\d{2})$/;

/** A card's expiry as printed on it, 'MM/YY'. */
export const cardExpiry = z
  .string()
  .trim()
  .regex(EXPIRY, { message: "Your card's expiration date is incomplete: use MM/YY." });

/** Whether a valid 'MM/YY' expiry lies before the month of `now`: a card works to the end of its month. */
export function isExpiryInPast(expiry: string, now: Date): boolean {
  const match = EXPIRY.exec(expiry.trim());
  if (!match) return false;
  const expires = (2000 + Number(match[2])) * 12 + Number(match[1]);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return expires < current;
}

export const cardCvc = z
  .string()
  .trim()
  .regex(/^\d{3,4}$/, { message: "Your card's security code is incomplete." });

/** The sandbox's card form: what Stripe Elements collects, checked the same way on both sides. */
export const sandboxCard = z.object({ number: cardNumber, expiry: cardExpiry, cvc: cardCvc });
export type SandboxCardInput = z.input<typeof sandboxCard>;

/** POST /payments/sandbox/confirm: the sandbox's stand-in for Stripe.js's confirmCardPayment. */
export const sandboxConfirmInput = z.object({
  clientSecret: z.string().min(1).max(200),
  card: sandboxCard,
});
export type SandboxConfirmInput = z.input<typeof sandboxConfirmInput>;

/** What confirmCardPayment resolves with on success; a declined card answers 402 with Stripe's message. */
export const sandboxConfirmResult = z.object({
  paymentIntent: z.object({ id: z.string(), status: z.literal('succeeded') }),
});
export type SandboxConfirmResult = z.infer<typeof sandboxConfirmResult>;

/** POST /payments/sslcommerz/session: opens a session at the gateway for the booking's price. */
export const sslcommerzSessionInput = z
  .object(payableIds)
  .refine(namesOnePayable, { message: ONE_PAYABLE });
export type SslcommerzSessionInput = z.input<typeof sslcommerzSessionInput>;

/** The gateway's hosted page, where the patient pays (cards, bKash, Nagad, Rocket, bank). */
export const sslcommerzSessionResponse = z.object({ gatewayUrl: z.url() });
export type SslcommerzSessionResponse = z.infer<typeof sslcommerzSessionResponse>;

/** An SSLCommerz id (tran_id, val_id): letters, digits, '_' and '-' only. */
const gatewayId = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'is required' })
    .max(max, { message: `must be at most ${max} characters` })
    .regex(/^[\w-]+$/, { message: "must contain only letters, digits, '_' and '-'" });

/**
 * What the gateway posts (form-encoded) to the return URLs and the IPN. Only tran_id and val_id
 * are read; everything else it says is learnt again from its validation API, never from the post.
 */
export const sslcommerzReport = z.object({
  tran_id: gatewayId(30),
  val_id: gatewayId(50).optional(),
  status: z.string().max(40).optional(),
});
export type SslcommerzReport = z.input<typeof sslcommerzReport>;

/** The IPN's answer once the report is validated and recorded (or was recorded before). */
export const sslcommerzIpnReceipt = z.object({ received: z.literal(true), recorded: z.boolean() });
