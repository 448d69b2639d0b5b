import { z } from 'zod';
import { clinicHours } from './clinic-hours.js';
import { currency } from './money.js';
import { personName } from './common.js';
import { isoDay } from './schedule.js';
import { USER_ROLES } from './roles.js';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

const email = z.email({ message: 'must be a valid e-mail address' }).max(320);
const name = personName;

export const signUpInput = z.object({
  name,
  email,
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, { message: `must be at least ${MIN_PASSWORD_LENGTH} characters` })
    .max(MAX_PASSWORD_LENGTH),
});
export type SignUpInput = z.infer<typeof signUpInput>;

export const loginInput = z.object({
  email,
  password: z.string().min(1, { message: 'is required' }).max(MAX_PASSWORD_LENGTH),
});
export type LoginInput = z.infer<typeof loginInput>;

export const accessTokenQuery = z.object({ email });
export const accessTokenResponse = z.object({ accessToken: z.string() });

/** POST /users: register the signed-in caller with the API (idempotent). */
export const registerUserInput = z.object({ name, email });
export const acknowledged = z.object({ acknowledged: z.boolean() });

export const emailParam = z.object({ email });
export const isAdminResponse = z.object({ isAdmin: z.boolean() });

export const user = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
});
export type User = z.infer<typeof user>;

/** GET /api/me: the signed-in caller, with the doctor profile a doctor account speaks for. */
export const me = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  doctorId: z.string().nullable(),
});
export type Me = z.infer<typeof me>;

/** The providers an account can sign in with besides its password. */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The card providers a server can take card payments through: Stripe, or the test sandbox. */
export const CARD_PROVIDERS = ['stripe', 'sandbox'] as const;
export type CardProvider = (typeof CARD_PROVIDERS)[number];

/** What the app needs to know about the server's setup to draw its buttons and forms. */
export const clientConfig = z.object({
  providers: z.object({ google: z.boolean(), facebook: z.boolean() }),
  /** The payment methods the payment page offers: the card provider (if any) and SSLCommerz. */
  payments: z.object({
    provider: z.enum(CARD_PROVIDERS).nullable(),
    publishableKey: z.string().nullable(),
    sslcommerz: z.boolean(),
  }),
  /** CURRENCY: what every price is in. */
  currency,
  /** The clinic's calendar: which day is 'today' and how far ahead bookings open; its hours. */
  clinic: z.object({
    timeZone: z.string(),
    /**
     * The clinic's date when the server answered ('2026-11-27'): calendars count from it, so they
     * agree with the API whatever the browser's clock or time zone says.
     */
    today: isoDay,
    bookingHorizonDays: z.number().int(),
    hours: clinicHours,
  }),
  /** APP_STORE_URL and GOOGLE_PLAY_URL: the footer shows a store's badge only with its link. */
  appStores: z.object({ appStore: z.string().nullable(), googlePlay: z.string().nullable() }),
  /** REFUND_CUTOFF_HOURS, for the delete confirmation's words (0: always refunded). */
  refundCutoffHours: z.number(),
  /** STAFF_TWO_FACTOR: 'required' sends staff without two-factor sign-in to set it up first. */
  staffTwoFactor: z.enum(['optional', 'required']),
  /** VAPID_PUBLIC_KEY, for the browser's push subscription; null when push is not set up. */
  push: z.object({ publicKey: z.string().nullable() }),
});
export type ClientConfig = z.infer<typeof clientConfig>;
