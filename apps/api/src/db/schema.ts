import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  smallint,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  CHAT_MESSAGES_PER_ROOM,
  CURRENCIES,
  LANGUAGES,
  REPORT_TYPES,
  SEXES,
  USER_ROLES,
  type Medicine,
} from '@sustho/contracts';
import {
  ACTIVE_BOOKING_STATES,
  BOOKING_STATES,
  CANCELLED_BOOKING_STATES,
} from '../modules/bookings/booking-state.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Bytes: postgres.js reads them as a Buffer, PGlite as a Uint8Array; both come out a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Accounts. The first four tables are better-auth's own (user, session, account, verification),
 * with ids that are UUIDs so every id in the API has one shape; `role` is ours.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * When the account was deleted. The row stays as the anonymous patient its bookings (and, later,
     * clinical records) point to, with its name, e-mail and photo removed (decision 010).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set by better-auth's two-factor plugin once the authenticator app's first code is confirmed. */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** The language the account's e-mails and SMS go out in (docs/product/language.md §4), set by the language switch. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** The patient's date of birth and sex, printed on prescriptions (docs/product/clinical-record.md §4); null until given. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    sex: text('sex', { enum: SEXES }),
    /** Whether the patient wants their appointment reminders by SMS too (docs/product/appointment-life.md §4). */
    smsReminders: boolean('sms_reminders').notNull().default(true),
  },
  (table) => [
    check('users_role_known', sql`${table.role} in ('user', 'doctor', 'admin')`),
    check('users_language_known', sql`${table.language} in ('en', 'bn')`),
    check('users_sex_known', sql`${table.sex} in ('female', 'male', 'other')`),
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * When this session passed the account's second factor (an authenticator or backup code, at
     * sign-in or when turning two-factor sign-in on); null for a session the password alone (or a
     * provider) started. Staff routes refuse a session without it once the account has two-factor
     * sign-in (decision 030). Turning two-factor sign-in on ends the account's sessions (migration
     * 0016's trigger), so none from before it survives.
     */
    secondFactorVerifiedAt: timestamp('second_factor_verified_at', { withTimezone: true }),
  },
  (table) => [index('sessions_by_user').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('accounts_by_user').on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verifications_by_identifier').on(table.identifier)],
);

/**
 * better-auth's two-factor secrets (decision 017): the TOTP secret and the backup codes, both
 * encrypted with the auth secret. `verified` stays false until the first code confirms the setup.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  // One authenticator per account: better-auth reads it by user and rewrites it on a new setup.
  (table) => [uniqueIndex('two_factors_one_per_user').on(table.userId)],
);

/**
 * The four service categories shown on /services. Tables and columns keep their first SQL names
 * (services, appointment_options, option_id, specialty_id); the code uses the domain's names.
 */
export const serviceCategories = pgTable('services', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  position: integer('position').notNull().default(0),
});

export const blogs = pgTable('blogs', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A treatment patients book: it belongs to one service category, and its doctors offer slots of
 * its own length inside their working hours.
 */
export const treatments = pgTable(
  'appointment_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    serviceCategoryId: uuid('service_id')
      .notNull()
      .references(() => serviceCategories.id),
    /** In hundredths of `currency`'s unit (cents, or poisha for taka): the column kept its first name. */
    priceCents: integer('price_cents').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    slotMinutes: integer('slot_minutes').notNull().default(30),
  },
  (table) => [
    check('appointment_options_price_nonnegative', sql`${table.priceCents} >= 0`),
    check('appointment_options_currency_known', isOneOf(table.currency, CURRENCIES)),
    // The target of bookings' (option_id, currency) key: a booking is priced in its treatment's currency.
    unique('appointment_options_id_currency').on(table.id, table.currency),
    check('appointment_options_slot_length', sql`${table.slotMinutes} between 5 and 240`),
  ],
);

/** `column in ('a', 'b')` with the values written out, so a partial index and a query say the same words. */
const isOneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

/**
 * True for a booking that holds its slot. The partial unique indexes are built from these very
 * words, so the planner can use them for any query that says the same (even a prepared one).
 */
export const holdsSlot = (state: AnyPgColumn) => isOneOf(state, ACTIVE_BOOKING_STATES);

/**
 * A patient's booking of one doctor's slot of a treatment on a day. Its state
 * (modules/bookings/booking-state.ts) is the one record of where it stands; only active states
 * hold a slot. The double-booking rules are the database's: the partial unique index keeps one
 * active booking per patient, treatment and day, and two exclusion constraints (migration 0006,
 * which drizzle-kit cannot express) refuse overlapping active bookings of one doctor
 * (bookings_doctor_free) and of one patient (bookings_patient_free).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    treatmentId: uuid('option_id')
      .notNull()
      .references(() => treatments.id),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id),
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    slotStart: time('slot_start').notNull(),
    slotEnd: time('slot_end').notNull(),
    /** The patient's account; a deleted account stays as an anonymous one (decision 010). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    patientName: text('patient_name').notNull(),
    /** The patient's contact details; null once their account is deleted. */
    email: text('email'),
    phone: text('phone'),
    /** Copied from the treatment when booked, in hundredths of `currency`'s unit. */
    priceCents: integer('price_cents').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    state: text('state', { enum: BOOKING_STATES }).notNull().default('booked'),
    /** How often the patient moved it (MAX_RESCHEDULES, decision 023). */
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    /**
     * The SEQUENCE of its calendar invite: every e-mail that changes the appointment (moved,
     * cancelled) sends the same UID with the next number, so calendars replace the old event.
     */
    inviteSequence: integer('invite_sequence').notNull().default(0),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    check('bookings_state_known', isOneOf(table.state, BOOKING_STATES)),
    check(
      'bookings_cancelled_has_time',
      sql`(${table.cancelledAt} is not null) = (${isOneOf(table.state, CANCELLED_BOOKING_STATES)})`,
    ),
    check('bookings_price_nonnegative', sql`${table.priceCents} >= 0`),
    check(
      'bookings_change_counts_nonnegative',
      sql`${table.rescheduleCount} >= 0 and ${table.inviteSequence} >= 0`,
    ),
    foreignKey({
      name: 'bookings_priced_in_treatment_currency',
      columns: [table.treatmentId, table.currency],
      foreignColumns: [treatments.id, treatments.currency],
    }),
    // The target of payments' (booking_id, currency) key: a payment is in its booking's currency.
    unique('bookings_id_currency').on(table.id, table.currency),
    check('bookings_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('bookings_slot_ends_after_start', sql`${table.slotEnd} > ${table.slotStart}`),
    uniqueIndex('bookings_one_per_patient_option_day')
      .on(table.treatmentId, table.appointmentDate, table.email)
      .where(holdsSlot(table.state)),
    index('bookings_active_by_date').on(table.appointmentDate).where(holdsSlot(table.state)),
    index('bookings_by_email').on(table.email, table.appointmentDate),
    index('bookings_by_doctor_day').on(table.doctorId, table.appointmentDate),
  ],
);

/**
 * A doctor of the clinic: one treatment (their specialty), a public profile, and, once they accept
 * their invitation, an account (`user_id`). A deleted doctor's row stays, marked `deleted_at`, for
 * the bookings and records that name them; only listed doctors need distinct e-mails.
 */
export const doctors = pgTable(
  'doctors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    treatmentId: uuid('specialty_id')
      .notNull()
      .references(() => treatments.id),
    image: text('image').notNull(),
    userId: text('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    /** Bangladesh Medical and Dental Council registration, such as 'A-12345'. */
    bmdcNumber: text('bmdc_number'),
    qualifications: text('qualifications').notNull().default(''),
    experienceYears: integer('experience_years'),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bio: text('bio').notNull().default(''),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    check('doctors_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('doctors_bmdc_number_shape', sql`${table.bmdcNumber} ~ '^[A-Z]-[0-9]{1,8}$'`),
    check('doctors_experience_nonnegative', sql`${table.experienceYears} between 0 and 80`),
    uniqueIndex('doctors_listed_email')
      .on(table.email)
      .where(sql`${table.deletedAt} is null`),
    index('doctors_by_treatment').on(table.treatmentId),
  ],
);

/**
 * An invitation to join as a doctor: a link with a random token (only its SHA-256 is kept), valid
 * for seven days and used once. Resending replaces the doctor's open invitation.
 */
export const doctorInvitations = pgTable(
  'doctor_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('doctor_invitations_by_doctor').on(table.doctorId)],
);

/**
 * A doctor's weekly working hours: intervals per weekday (0 = Sunday) on the clinic's clock. The
 * exclusion constraint doctor_hours_no_overlap (migration 0006) refuses overlapping intervals.
 */
export const doctorHours = pgTable(
  'doctor_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
  },
  (table) => [
    check('doctor_hours_weekday', sql`${table.weekday} between 0 and 6`),
    check('doctor_hours_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
    index('doctor_hours_by_weekday').on(table.weekday, table.doctorId),
  ],
);

/** Days a doctor does not work: from `first_day` to `last_day`, both included. */
export const doctorTimeOff = pgTable(
  'doctor_time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
  },
  (table) => [
    check('doctor_time_off_in_order', sql`${table.lastDay} >= ${table.firstDay}`),
    index('doctor_time_off_by_doctor').on(table.doctorId, table.lastDay),
  ],
);

/** Who took a payment: the card provider (Stripe, or the sandbox in its place) or SSLCommerz. */
export const PAYMENT_METHODS = ['card', 'sslcommerz'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A refund asked for and not yet paid out, paid out, or cancelled by the provider. */
/**
 * Where a refund stands: `requested` once the clinic owes it (recorded with the cancellation, before
 * the provider is asked), `pending` once SSLCommerz accepted it, `settled` once paid out (card
 * refunds at once), `cancelled` when the gateway gave up on it.
 */
export const REFUND_STATES = ['requested', 'pending', 'settled', 'cancelled'] as const;

/**
 * A payment for a booking, by card (Stripe, or the sandbox standing in for it) or through
 * SSLCommerz. Kept after the booking is refunded, with the refund's id. Whose it is follows from its
 * booking: it holds no e-mail of its own. One payment per booking, per transaction id and per
 * SSLCommerz validation id: the unique constraints make a replayed report record nothing.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    /** Who took the money, so a refund goes back through the same provider. */
    provider: text('provider', { enum: PAYMENT_METHODS }).notNull(),
    /** A PaymentIntent's id, or SSLCommerz's tran_id. */
    transactionId: text('transaction_id').notNull().unique(),
    /** SSLCommerz's val_id (the validated transaction) and bank_tran_id (what its refund API names). */
    validationId: text('validation_id').unique(),
    bankTransactionId: text('bank_transaction_id'),
    createdAt: createdAt(),
    /** The provider's refund, once it made it (the booking's state says a refund is owed). */
    refundId: text('refund_id'),
    /** Whether the refund is owed, accepted by the provider or paid out; null: no refund. */
    refundState: text('refund_state', { enum: REFUND_STATES }),
  },
  (table) => [
    check('payments_price_positive', sql`${table.priceCents} > 0`),
    check('payments_currency_known', isOneOf(table.currency, CURRENCIES)),
    check('payments_provider_known', isOneOf(table.provider, PAYMENT_METHODS)),
    check('payments_refund_state_known', isOneOf(table.refundState, REFUND_STATES)),
    // Only a refund the provider has not made yet lacks its id.
    check(
      'payments_refund_has_state',
      sql`(${table.refundId} is null) = (${table.refundState} is null or ${table.refundState} = 'requested')`,
    ),
    check(
      'payments_sslcommerz_validated',
      sql`(${table.provider} = 'sslcommerz') = (${table.validationId} is not null and ${table.bankTransactionId} is not null)`,
    ),
    foreignKey({
      name: 'payments_in_booking_currency',
      columns: [table.bookingId, table.currency],
      foreignColumns: [bookings.id, bookings.currency],
    }),
  ],
);

/**
 * The SSLCommerz sessions the API opened: which booking each tran_id pays, for what amount and
 * currency. A gateway report naming a tran_id not in here is refused, whatever it says.
 */
export const sslcommerzSessions = pgTable(
  'sslcommerz_sessions',
  {
    /** Ours, sent to the gateway; at most 30 characters, as SSLCommerz allows. */
    tranId: text('tran_id').primaryKey(),
    bookingId: uuid('booking_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('sslcommerz_sessions_amount_positive', sql`${table.amountCents} > 0`),
    check('sslcommerz_sessions_tran_id_length', sql`length(${table.tranId}) <= 30`),
    foreignKey({
      name: 'sslcommerz_sessions_in_booking_currency',
      columns: [table.bookingId, table.currency],
      foreignColumns: [bookings.id, bookings.currency],
    }),
    index('sslcommerz_sessions_by_booking').on(table.bookingId),
  ],
);

/**
 * Payments that arrived for a booking that could not take them (cancelled first, or paid by another
 * payment) and are given back: one row per transaction, written before the provider is asked for
 * the refund, so a replayed report (an IPN, a webhook) finds the refund here instead of asking and
 * auditing again.
 */
export const returnedPayments = pgTable(
  'returned_payments',
  {
    /** The PaymentIntent's id, or SSLCommerz's tran_id. */
    transactionId: text('transaction_id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    provider: text('provider', { enum: PAYMENT_METHODS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    /** SSLCommerz's bank_tran_id, which its refund API names. */
    bankTransactionId: text('bank_transaction_id'),
    /** Why it was given back, as its reporter was told. */
    reason: text('reason').notNull(),
    refundId: text('refund_id'),
    refundState: text('refund_state', { enum: REFUND_STATES }).notNull().default('requested'),
    createdAt: createdAt(),
  },
  (table) => [
    check('returned_payments_amount_positive', sql`${table.amountCents} > 0`),
    check('returned_payments_refund_state_known', isOneOf(table.refundState, REFUND_STATES)),
    check(
      'returned_payments_refund_has_id',
      sql`(${table.refundId} is null) = (${table.refundState} = 'requested')`,
    ),
    index('returned_payments_by_booking').on(table.bookingId),
  ],
);

export const SANDBOX_INTENT_STATUSES = ['requires_payment_method', 'succeeded'] as const;

/**
 * The payment sandbox's PaymentIntents: it stands in for Stripe's own records, so it keeps them in
 * the database (not in memory) and every API process sees the same intent. The booking id is
 * metadata, as it is at Stripe, not a foreign key.
 */
export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull().unique(),
    /** Like Stripe's Idempotency-Key: creating again with the same key answers the same intent. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    bookingId: text('booking_id').notNull(),
    status: text('status', { enum: SANDBOX_INTENT_STATUSES })
      .notNull()
      .default('requires_payment_method'),
    /** The message of the last declined card, as Stripe's last_payment_error. */
    lastError: text('last_error'),
    cardLast4: text('card_last4'),
    refundId: text('refund_id').unique(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'sandbox_payment_intents_status_known',
      sql`${table.status} in ('requires_payment_method', 'succeeded')`,
    ),
    check('sandbox_payment_intents_amount_positive', sql`${table.amountCents} > 0`),
    check(
      'sandbox_payment_intents_refund_after_success',
      sql`${table.refundId} is null or ${table.status} = 'succeeded'`,
    ),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/**
 * Durable scheduled work (decision 022): each row is one effect to bring about at `run_at` or
 * later: an e-mail or SMS to deliver, a reminder to send, a hold to expire. A worker in every API
 * process claims due rows with SKIP LOCKED and pushes `run_at` ahead by a backoff as a lease, so a
 * process that dies mid-job leaves it to be taken again once the lease runs out. `key` names the
 * effect ('reminder:{booking}:{offset}:{start}'): a second job for the same effect is never
 * queued. `done_at` is set once, by whoever finished the job.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('jobs_one_per_key').on(table.key),
    index('jobs_due')
      .on(table.runAt)
      .where(sql`${table.doneAt} is null`),
    index('jobs_by_kind').on(table.kind, table.createdAt),
    check('jobs_attempts_nonnegative', sql`${table.attempts} >= 0`),
  ],
);

/**
 * The e-mail jobs as the outbox table used to show them (a view: migration 0008's hand-written
 * part). Tests and people read mail here; only the jobs module writes it.
 */
export const outbox = pgView('outbox', {
  id: uuid('id').notNull(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  attachments: jsonb('attachments')
    .$type<{ filename: string; contentType: string; content: string }[]>()
    .notNull(),
  attempts: integer('attempts').notNull(),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).existing();

/** The SMS view of the same jobs, for the same readers. */
export const smsOutbox = pgView('sms_outbox', {
  id: uuid('id').notNull(),
  to: text('to').notNull(),
  text: text('text').notNull(),
  attempts: integer('attempts').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).existing();

/**
 * Messages counted against a cap, per counter and period: SMS per number and per account each
 * clinic day, reset and verification mails per address each hour and day, mails to an unverified
 * address each day (`jobs/message-caps.ts` names them). The one statement that counts a message also
 * refuses it past the cap, so concurrent senders, in any process, cannot make the service spam anyone.
 */
export const messageCounts = pgTable(
  'message_counts',
  {
    /** What is counted: 'sms-number:+8801…', 'sms-account:{user id}', 'reset-mail:{address}', … */
    counter: text('counter').notNull(),
    /** The clinic day (YYYY-MM-DD) or hour (YYYY-MM-DDTHH) counted. */
    period: text('period').notNull(),
    sent: integer('sent').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.counter, table.period] }),
    check('message_counts_positive', sql`${table.sent} > 0`),
  ],
);

/** Who did what, when: admin actions, payments and refunds, written in the same transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    /** Numbers entries as they are written: entries made in the same instant still have an order. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (table) => [
    index('audit_log_in_order').on(table.sequence),
    // 'Who viewed my record' reads a patient's entries (docs/product/clinical-record.md §7).
    index('audit_log_by_target').on(table.targetType, table.targetId, table.action),
  ],
);

/** A patient's agreement to the telemedicine consent of one version (docs/product/clinical-record.md §1), with its time. */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('consents_once_per_version').on(table.userId, table.version)],
);

/**
 * The doctor's notes of one consultation, saved as drafts while typed: one row per booking, kept
 * when the patient's account is deleted (the booking stays, anonymised, decision 010).
 */
export const consultationNotes = pgTable('consultation_notes', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id),
  chiefComplaint: text('chief_complaint').notNull().default(''),
  history: text('history').notNull().default(''),
  examination: text('examination').notNull().default(''),
  diagnosis: text('diagnosis').notNull().default(''),
  updatedAt: updatedAt(),
});

/**
 * An issued prescription. It is never edited: the trigger prescriptions_immutable (migration
 * 0008) refuses every update but the one that marks it replaced, and every delete. A correction is
 * a new row with the next version; the old one keeps its text and gets `replaced_at` and
 * `replaced_by`. The verification code is random (records/verification-code.ts), never derived.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** The doctor who issued it, kept even if the booking's doctor row changes. */
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id),
    version: integer('version').notNull(),
    code: text('code').notNull().unique(),
    medicines: jsonb('medicines').$type<Medicine[]>().notNull(),
    investigations: text('investigations').notNull().default(''),
    advice: text('advice').notNull().default(''),
    followUpDays: integer('follow_up_days'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by').references((): AnyPgColumn => prescriptions.id),
  },
  (table) => [
    uniqueIndex('prescriptions_version_per_booking').on(table.bookingId, table.version),
    uniqueIndex('prescriptions_one_in_force')
      .on(table.bookingId)
      .where(sql`${table.replacedAt} is null`),
    check('prescriptions_version_positive', sql`${table.version} >= 1`),
    check(
      'prescriptions_replaced_together',
      sql`(${table.replacedAt} is null) = (${table.replacedBy} is null)`,
    ),
    check('prescriptions_follow_up', sql`${table.followUpDays} between 1 and 365`),
    check(
      'prescriptions_medicines_list',
      sql`jsonb_typeof(${table.medicines}) = 'array' and jsonb_array_length(${table.medicines}) <= 30`,
    ),
  ],
);

/**
 * A report a patient uploaded (PDF, JPEG or PNG by content), kept in the private reports folder
 * under `storage_name` (never served by URL), optionally for one of their bookings.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    bookingId: uuid('booking_id').references(() => bookings.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type', { enum: REPORT_TYPES }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageName: text('storage_name').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'reports_type_known',
      sql`${table.contentType} in ('application/pdf', 'image/jpeg', 'image/png')`,
    ),
    check(
      'reports_size',
      sql`${table.sizeBytes} between 1 and ${sql.raw(String(10 * 1024 * 1024))}`,
    ),
    index('reports_by_user').on(table.userId, table.createdAt),
  ],
);

/**
 * A prescription's PDF as last drawn, one per language (decision 033): served again while
 * `fingerprint` (a hash of everything drawn) still matches, drawn again and replaced when it does
 * not. Kept only while the patient's account lives; deleting the account deletes them.
 */
export const prescriptionPdfs = pgTable(
  'prescription_pdfs',
  {
    prescriptionId: uuid('prescription_id')
      .notNull()
      .references(() => prescriptions.id),
    language: text('language', { enum: LANGUAGES }).notNull(),
    fingerprint: text('fingerprint').notNull(),
    pdf: bytea('pdf').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.prescriptionId, table.language] }),
    check('prescription_pdfs_language_known', sql`${table.language} in ('en', 'bn')`),
  ],
);

/** Who wrote a consultation's chat message: its patient or its doctor. */
export const CONSULTATION_ROLES = ['patient', 'doctor'] as const;

/**
 * The chat of a consultation (docs/product/consultation.md §4), kept with its booking so both parties see it again on
 * rejoin. The sender's account may be deleted later; the message stays with the record, marked by
 * the role its writer had in that consultation.
 */
export const consultationMessages = pgTable(
  'consultation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderRole: text('sender_role', { enum: CONSULTATION_ROLES }).notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    /** Orders messages written in the same instant. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (table) => [
    check('consultation_messages_role_known', isOneOf(table.senderRole, CONSULTATION_ROLES)),
    check('consultation_messages_text_length', sql`char_length(${table.text}) between 1 and 2000`),
    index('consultation_messages_in_order').on(table.bookingId, table.sequence),
  ],
);

/**
 * Who is in a consultation room now: one row per party, kept alive by the periodic check of the
 * party's newest signalling socket and removed when the party leaves on purpose; a party whose
 * socket dropped lapses at `present_until`, and a reload's new socket renews the same row. After
 * the doctor completes the consultation (issuing a prescription does), the room stays open while
 * anyone is present, so the call is not cut off (decision 034).
 */
export const consultationPresence = pgTable(
  'consultation_presence',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    party: text('party').notNull(),
    presentUntil: timestamp('present_until', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.party] }),
    check('consultation_presence_party_known', isOneOf(table.party, CONSULTATION_ROLES)),
    index('consultation_presence_by_room').on(table.bookingId, table.presentUntil),
  ],
);

/**
 * How many chat messages each room holds (decision 034): a trigger on consultation_messages counts
 * every insert here, and the check refuses the one past CHAT_MESSAGES_PER_ROOM. Concurrent
 * messages of one room wait for each other on this row, so no count is read and then acted on.
 */
export const consultationChatCounts = pgTable(
  'consultation_chat_counts',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    messages: integer('messages').notNull(),
  },
  (table) => [
    check(
      'consultation_chat_counts_at_most',
      sql`${table.messages} between 1 and ${sql.raw(String(CHAT_MESSAGES_PER_ROOM))}`,
    ),
  ],
);

/**
 * An unpaid priced booking's deadline (docs/product/appointment-life.md §3, decision 026): with
 * PAYMENT_HOLD_MINUTES set, booking writes this row and a `payment-hold` job due at `pay_by` in its
 * own transaction; the job cancels the booking then unless it was paid or cancelled meanwhile.
 */
export const paymentHolds = pgTable('payment_holds', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id),
  payBy: timestamp('pay_by', { withTimezone: true }).notNull(),
});

/**
 * Where a waitlist entry stands: waiting its turn, offered a held slot, booked (through its offer or
 * otherwise), or expired (its offer ran out). Only waiting and offered entries are live.
 */
export const WAITLIST_STATES = ['waiting', 'offered', 'booked', 'expired'] as const;
export const LIVE_WAITLIST_STATES = ['waiting', 'offered'] as const;

/**
 * A patient waiting for a slot of a treatment on a day (docs/product/appointment-life.md §6, decision 026). When a
 * slot frees, the first waiting entry (by `position`) is offered it: the entry carries the doctor,
 * the slot and when the hold ends, and `waitlist_entries_one_holder_per_slot` keeps two holders of
 * one slot out whatever runs concurrently. Leaving the waitlist deletes the row; a deleted
 * account's rows go with the account's data.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    treatmentId: uuid('option_id')
      .notNull()
      .references(() => treatments.id),
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    /** Who the booking will be for and where the offer's SMS goes (none when no number was given). */
    patientName: text('patient_name').notNull(),
    phone: text('phone'),
    state: text('state', { enum: WAITLIST_STATES }).notNull().default('waiting'),
    /** The held slot while offered (and the one booked or let go afterwards). */
    doctorId: uuid('doctor_id').references(() => doctors.id),
    slotStart: time('slot_start'),
    slotEnd: time('slot_end'),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    bookingId: uuid('booking_id').references(() => bookings.id),
    createdAt: createdAt(),
    /** First come, first offered: numbers entries as they are written, even in the same instant. */
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (table) => [
    check('waitlist_entries_state_known', isOneOf(table.state, WAITLIST_STATES)),
    check(
      'waitlist_entries_offer_has_slot',
      sql`${table.state} <> 'offered' or (${table.doctorId} is not null and ${table.slotStart} is not null and ${table.slotEnd} is not null and ${table.offerExpiresAt} is not null)`,
    ),
    uniqueIndex('waitlist_entries_one_per_patient_day')
      .on(table.userId, table.treatmentId, table.appointmentDate)
      .where(isOneOf(table.state, LIVE_WAITLIST_STATES)),
    uniqueIndex('waitlist_entries_one_holder_per_slot')
      .on(table.doctorId, table.appointmentDate, table.slotStart)
      .where(sql`${table.state} = 'offered'`),
    index('waitlist_entries_queue')
      .on(table.treatmentId, table.appointmentDate, table.position)
      .where(sql`${table.state} = 'waiting'`),
    index('waitlist_entries_by_user').on(table.userId),
  ],
);
