import { isIP } from 'node:net';
import path from 'node:path';
import { CURRENCIES, type CardProvider } from '@sustho/contracts';
import { z } from 'zod';
import { DEFAULT_CLINIC_HOURS, parseClinicHours } from './clinic-hours.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  UPLOADS_DIR: z.string().min(1).optional(),
  /** Patients' reports: a private folder, never one the server publishes (checked below). */
  REPORTS_DIR: z.string().min(1).optional(),
  /** Megabytes of reports one patient may keep in all; the upload that would pass it answers 413. */
  REPORTS_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(200),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PAYMENTS_SANDBOX: booleanFlag.optional(),
  CLINIC_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as Asia/Dhaka')
    .default('Asia/Dhaka'),
  BOOKING_HORIZON_DAYS: z.coerce.number().int().min(1).max(366).default(60),
  /** The clinic's opening, phone and platform hours, shown the same on every page (decision 041). */
  CLINIC_HOURS: z
    .string()
    .default(DEFAULT_CLINIC_HOURS)
    .transform((text, ctx) => {
      const hours = parseClinicHours(text);
      if (hours) return hours;
      ctx.addIssue({
        code: 'custom',
        message: `must name opening, contact and platform hours, such as '${DEFAULT_CLINIC_HOURS}' (days 'daily' or 'sat-thu', or 'always')`,
      });
      return z.NEVER;
    }),
  /** The app's store pages; the footer shows a store's badge only when its link is set. */
  APP_STORE_URL: z.url().optional(),
  GOOGLE_PLAY_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  WEB_SERVER_ENTRY: z.string().optional(),
  /**
   * Which X-Forwarded-For entries name the client (decision 035): none ('false', '0'), the last
   * this many hops appended ('1'; 'true' means 1), or those appended by proxies at these
   * addresses or ranges ('10.0.0.0/8,192.0.2.7').
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((text, ctx) => {
      const value = text.trim();
      if (value === 'false') return false;
      if (value === 'true') return 1;
      if (/^\d{1,2}$/.test(value)) return Number(value) || false;
      const addresses = value.split(',').map((entry) => entry.trim());
      if (addresses.every(isAddressOrRange)) return addresses;
      ctx.addIssue({
        code: 'custom',
        message:
          "must be a hop count such as '1' ('true' is 1, 'false' none) or a comma-separated list of proxy addresses or ranges such as '10.0.0.0/8'",
      });
      return z.NEVER;
    }),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('must be a comma-separated list of e-mail addresses'))),
  /** Whether staff (doctors, admins) must turn on two-factor sign-in before using the app (decision 017). */
  STAFF_TWO_FACTOR: z.enum(['optional', 'required']).default('optional'),
  /**
   * Whether each process keeps read answers (catalogue, My Appointments, token sessions) until the
   * database announces a change (decision 028). Tests whose fixtures write straight to the
   * database turn it off; the cache tests and every server turn it on.
   */
  READ_CACHES: booleanFlag.default(true),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** How long an SMS code (verifying a phone, signing in with it) stays valid (decision 055). */
  PHONE_CODE_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
  REDIS_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  MAIL_OUTBOX_ONLY: booleanFlag.default(false),
  MAIL_FROM: z.string().min(3).default('Sustho <no-reply@sustho.local>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_DISCOVERY_URL: z
    .url()
    .default('https://accounts.google.com/.well-known/openid-configuration'),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z.url().optional(),
  /** The clinic's currency: every price is stored, shown and charged in it (decision 020). */
  CURRENCY: z.enum(CURRENCIES).default('USD'),
  SSLCOMMERZ_STORE_ID: z.string().optional(),
  SSLCOMMERZ_STORE_PASSWORD: z.string().optional(),
  /** Whether the store is a sandbox store (sandbox.sslcommerz.com) rather than a live one. */
  SSLCOMMERZ_SANDBOX: booleanFlag.default(false),
  /** Where the gateway is, overriding SSLCOMMERZ_SANDBOX's choice; tests point it at a local stub. */
  SSLCOMMERZ_API_URL: z.url().optional(),
  /** How long a call to the gateway may take before the patient is told to try again. */
  SSLCOMMERZ_TIMEOUT_SECONDS: z.coerce.number().positive().max(120).default(20),
  /** The consultation room opens this many minutes before the slot starts (docs/product/consultation.md §2). */
  CONSULTATION_EARLY_JOIN_MINUTES: z.coerce.number().int().min(0).default(10),
  /** ... and closes this many minutes after the slot ends. */
  CONSULTATION_LATE_MINUTES: z.coerce.number().int().min(0).default(30),
  /** STUN servers the browsers use to find their public addresses (`stun:host:port`, comma-separated). */
  ICE_STUN_URLS: iceUrls(['stun:', 'stuns:']),
  /** TURN relays for networks where no direct path exists (`turn:host:port?transport=udp`, ...). */
  ICE_TURN_URLS: iceUrls(['turn:', 'turns:']),
  /** coturn's `static-auth-secret`: TURN credentials are derived from it and live one hour. */
  ICE_TURN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** A patient can move a booking until this many hours before it starts (docs/product/appointment-life.md §1). */
  CHANGE_CUTOFF_HOURS: z.coerce.number().min(0).max(8760).default(6),
  /**
   * A completed consultation gives its patient one free follow-up with the same doctor on a day up
   * to this many days after it (services.md §3); the days count whole, so 7.5 is 7.
   */
  FOLLOW_UP_DAYS: z.coerce.number().min(0).max(366).default(7),
  /**
   * Consult now (services.md §3). Every one takes any non-negative decimal, so tests shorten the
   * waits (0.05 minutes is three seconds): a doctor not heard from for ON_DEMAND_PRESENCE_SECONDS
   * is offline; an offer runs out after ON_DEMAND_OFFER_SECONDS; a paid request nobody accepted
   * expires, refunded, after ON_DEMAND_MAX_WAIT_MINUTES; an accepted one's room stays open
   * ON_DEMAND_ROOM_MINUTES; a doctor away from it ON_DEMAND_REJOIN_MINUTES gives the patient back
   * to the front of the queue.
   */
  ON_DEMAND_PRESENCE_SECONDS: z.coerce.number().min(0).max(86_400).default(90),
  ON_DEMAND_OFFER_SECONDS: z.coerce.number().min(0).max(3600).default(45),
  ON_DEMAND_MAX_WAIT_MINUTES: z.coerce.number().min(0).max(1440).default(60),
  ON_DEMAND_ROOM_MINUTES: z.coerce.number().min(0).max(1440).default(60),
  ON_DEMAND_REJOIN_MINUTES: z.coerce.number().min(0).max(1440).default(5),
  /** How many family members one account may manage besides itself (services.md §2). */
  MAX_FAMILY_MEMBERS: z.coerce.number().int().min(0).max(50).default(6),
  /**
   * The hours home sample collections are taken, cut into 30-minute slots (services.md §6):
   * 'HH:MM-HH:MM' on the clinic's clock, both on the half hour.
   */
  LAB_COLLECTION_HOURS: z
    .string()
    .default('07:00-19:00')
    .transform((text, ctx) => {
      const match = /^([01]\d|2[0-3]):(00|30)-([01]\d|2[0-3]|24):(00|30)$/.exec(text.trim());
      const [start, end] = match ? [`${match[1]}:${match[2]}`, `${match[3]}:${match[4]}`] : [];
      if (!start || !end || end <= start) {
        ctx.addIssue({
          code: 'custom',
          message: "must be hours on the half hour such as '07:00-19:00'",
        });
        return z.NEVER;
      }
      return { start, end };
    }),
  /** How many home collections one 30-minute slot takes. */
  LAB_COLLECTION_CAPACITY: z.coerce.number().int().min(0).max(1000).default(4),
  /** The home sample collection fee in whole units of CURRENCY; default 500 (BDT) or 5 (USD). */
  LAB_HOME_COLLECTION_FEE: z.coerce.number().min(0).max(1_000_000).optional(),
  /** How many times a patient can move one booking. */
  MAX_RESCHEDULES: z.coerce.number().int().min(0).max(100).default(2),
  /**
   * A paid booking the patient cancels more than this many hours before it starts is refunded in
   * full; later, it is cancelled without a refund. 0: always refunded.
   */
  REFUND_CUTOFF_HOURS: z.coerce.number().min(0).max(8760).default(0),
  /** How long before an appointment its reminders go out: '24h,1h', or minutes ('90m') or days ('2d'). */
  REMINDER_OFFSETS: z
    .string()
    .default('24h,1h')
    .transform((list, ctx) => {
      const minutes = list.split(',').map((item) => parseOffset(item.trim()));
      if (minutes.some((value) => value === null)) {
        ctx.addIssue({
          code: 'custom',
          message: "must be a comma-separated list such as '24h,1h'",
        });
        return z.NEVER;
      }
      return [...new Set(minutes as number[])].sort((a, b) => b - a);
    }),
  /** SMS the service sends one number per clinic day at most; more are dropped (and logged). */
  SMS_DAILY_CAP_PER_NUMBER: z.coerce.number().int().min(0).default(10),
  /** SMS the service sends for one account per clinic day, to all its numbers together (decision 032). */
  SMS_DAILY_CAP_PER_ACCOUNT: z.coerce.number().int().min(0).default(20),
  /** Bookings and cancellations one patient account may make per hour; more answer 429. */
  BOOKING_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Password-reset and verification mails one address gets per hour, and per clinic day. */
  RESET_MAILS_PER_HOUR: z.coerce.number().int().min(0).default(3),
  RESET_MAILS_PER_DAY: z.coerce.number().int().min(0).default(10),
  /** Mails of any kind one address gets per clinic day while its owner has not verified it. */
  UNVERIFIED_MAILS_PER_DAY: z.coerce.number().int().min(0).default(10),
  /**
   * An unpaid priced booking is cancelled (its slot freed and offered to the waitlist) this many
   * minutes after it was made; 0 keeps unpaid bookings' slots (docs/product/appointment-life.md §3).
   */
  PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(0).default(0),
  /** How many days after it was issued a Sustho prescription still buys its medicines (services.md §5). */
  RX_VALID_DAYS: z.coerce.number().min(0).max(3650).default(30),
  /** The most units of one over-the-counter medicine one order line may take. */
  OTC_MAX_UNITS: z.coerce.number().int().min(1).max(10_000).default(60),
  /** The medicine delivery fee in whole units of CURRENCY; default 60 in BDT, 1 in USD. */
  PHARMACY_DELIVERY_FEE: z.coerce.number().min(0).max(100_000).optional(),
  /** Orders of at least this much (whole units) are delivered free; default 1000 in BDT, 15 in USD. */
  PHARMACY_FREE_DELIVERY_FROM: z.coerce.number().min(0).max(10_000_000).optional(),
  /** How long an unpaid online medicine order holds its units before it is cancelled. */
  ORDER_PAYMENT_HOLD_MINUTES: z.coerce.number().min(0).max(1440).default(15),
  /** How long a slot offered to a waitlisted patient is held for them alone. */
  WAITLIST_HOLD_MINUTES: z.coerce.number().int().min(0).default(15),
  /**
   * Web Push's VAPID key pair (base64url, as `web-push generate-vapid-keys` prints them; decision
   * 052). Embedded mode generates them into the data folder; server mode without them sends no push.
   */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** Who the push services may contact about our pushes: a mailto: or https: URL; default MAIL_FROM's address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: URL')
    .optional(),
  /**
   * The push services a browser's subscription may name (its endpoint's hostname; '*.' matches
   * any subdomain): the server sends encrypted requests only there.
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(
      'fcm.googleapis.com,updates.push.services.mozilla.com,*.notify.windows.com,web.push.apple.com',
    )
    .transform((list) =>
      list
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(\*\.)?[a-z0-9.-]+$|^\[?[0-9a-f:]+\]?$/,
            "must be a comma-separated list of host names such as 'fcm.googleapis.com' or '*.notify.windows.com'",
          ),
      ),
    ),
  BULKSMSBD_API_KEY: z.string().min(1).optional(),
  BULKSMSBD_SENDER_ID: z.string().min(1).optional(),
  BULKSMSBD_API_URL: z.url().default('http://bulksmsbd.net/api/smsapi'),
});

/** A comma-separated list of ICE server URLs, each with one of the given schemes. */
function iceUrls(schemes: string[]) {
  return z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .refine(
            (url) => schemes.some((scheme) => url.startsWith(scheme)) && /^[\x21-\x7e]+$/.test(url),
            `must be a comma-separated list of ${schemes.join(' or ')} URLs`,
          ),
      ),
    );
}

/** An IPv4 or IPv6 address, or a range of them in CIDR notation ('10.0.0.0/8', 'fd00::/8'). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...more] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || more.length > 0) return false;
  return (
    prefix === undefined ||
    (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
  );
}

/** '24h' / '90m' / '2d' as minutes; null for anything else. Any non-negative value is allowed. */
function parseOffset(text: string): number | null {
  const match = /^(\d+)([mhd])$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * { m: 1, h: 60, d: 1440 }[match[2] as 'm' | 'h' | 'd'];
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/**
 * Parses the environment once at boot. A wrong value stops start-up with a message naming it.
 * Server mode (DATABASE_URL set) is a real deployment: its secrets must be given, not generated.
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new EnvError(`Invalid environment: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const published = [uploadsDir(env), env.WEB_DIST_DIR].filter((dir): dir is string => !!dir);
  const inside = published.find((dir) => isInside(reportsDir(env), dir));
  if (inside) {
    throw new EnvError(
      `Invalid environment: REPORTS_DIR must not be inside ${inside}, which the server publishes`,
    );
  }
  if (Boolean(env.SSLCOMMERZ_STORE_ID) !== Boolean(env.SSLCOMMERZ_STORE_PASSWORD)) {
    throw new EnvError(
      'SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD go together: set both to take payments through SSLCommerz, or neither',
    );
  }
  // Browsers can use a TURN relay only with credentials, and this API hands out only derived ones.
  if (env.ICE_TURN_URLS.length > 0 && !env.ICE_TURN_SECRET)
    throw new EnvError("ICE_TURN_URLS needs ICE_TURN_SECRET (the TURN server's shared secret).");
  if (!env.BULKSMSBD_API_KEY !== !env.BULKSMSBD_SENDER_ID) {
    throw new EnvError(
      'BULKSMSBD_API_KEY and BULKSMSBD_SENDER_ID go together: set both or neither.',
    );
  }
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
    throw new EnvError(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both to send push notifications, or neither.',
    );
  }
  if (env.DATABASE_URL) {
    // Each stand-in (payment sandbox, mail folder) is allowed in server mode only when asked for.
    const required = [
      'AUTH_SECRET',
      'PUBLIC_URL',
      ...(env.PAYMENTS_SANDBOX || usesSslcommerz(env)
        ? []
        : (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'] as const)),
      ...(env.MAIL_OUTBOX_ONLY ? [] : (['SMTP_URL'] as const)),
    ] as const;
    const missing = required.filter((name) => !env[name]);
    const standIns = [
      ...(env.PAYMENTS_SANDBOX || usesSslcommerz(env)
        ? []
        : [
            'PAYMENTS_SANDBOX=true to take payments in the sandbox',
            'SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD to take them through SSLCommerz',
          ]),
      ...(env.MAIL_OUTBOX_ONLY ? [] : ['MAIL_OUTBOX_ONLY=true to keep mail in DATA_DIR/mail']),
    ];
    if (missing.length > 0) {
      throw new EnvError(
        `Server mode (DATABASE_URL is set) needs ${missing.join(', ')}; set ${missing.length > 1 ? 'them' : 'it'} and start again` +
          (standIns.length ? ` (or ${standIns.join(', or ')} on purpose).` : '.'),
      );
    }
  }
  return env;
}

export function isEmbedded(env: Env): boolean {
  return !env.DATABASE_URL;
}

export function publicUrl(env: Env): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY: the address list as it is; a hop count as a function,
 * because Fastify (5.12 here) takes a bare number as "trust nobody" (decision 035).
 */
export function proxyTrust(
  env: Env,
): false | string[] | ((address: string, hop: number) => boolean) {
  const setting = env.TRUST_PROXY;
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/** The origins whose pages may write with the session cookie: the app's own, and Vite's in development. */
export function trustedOrigins(env: Env): string[] {
  const origins = [publicUrl(env)];
  if (env.NODE_ENV === 'development') origins.push('http://localhost:5173');
  return origins;
}

/** VAPID_SUBJECT, or a mailto: link to the address MAIL_FROM sends from. */
export function vapidSubject(env: Env): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM.trim();
  return `mailto:${address}`;
}

/** Where uploaded images are kept when no object storage is configured. */
export function uploadsDir(env: Env): string {
  return env.UPLOADS_DIR ?? path.join(env.DATA_DIR, 'uploads');
}

/** Where patients' reports are kept: private, outside every folder the server publishes. */
export function reportsDir(env: Env): string {
  return env.REPORTS_DIR ?? path.join(env.DATA_DIR, 'reports');
}

function isInside(dir: string, parent: string): boolean {
  const relative = path.relative(path.resolve(parent), path.resolve(dir));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** The payment sandbox stands in for Stripe in embedded mode, or in server mode when asked for. */
export function usesPaymentSandbox(env: Env): boolean {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) return false;
  return isEmbedded(env) || env.PAYMENTS_SANDBOX === true;
}

/**
 * Which card provider takes card payments: Stripe when its keys are set, else the sandbox where it
 * may run, else none (a server that takes payments through SSLCommerz alone).
 */
export function cardProviderName(env: Env): CardProvider | null {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) return 'stripe';
  return usesPaymentSandbox(env) ? 'sandbox' : null;
}

export function usesSslcommerz(env: Env): boolean {
  return Boolean(env.SSLCOMMERZ_STORE_ID && env.SSLCOMMERZ_STORE_PASSWORD);
}

/** The gateway's base URL: the override, else SSLCommerz's sandbox or live host. */
export function sslcommerzApiUrl(env: Env): string {
  if (env.SSLCOMMERZ_API_URL) return env.SSLCOMMERZ_API_URL.replace(/\/$/, '');
  return env.SSLCOMMERZ_SANDBOX
    ? 'https://sandbox.sslcommerz.com'
    : 'https://securepay.sslcommerz.com';
}
