import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
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
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { USER_ROLES } from '@sustho/contracts';
import {
  ACTIVE_BOOKING_STATES,
  BOOKING_STATES,
  CANCELLED_BOOKING_STATES,
} from '../modules/bookings/booking-state.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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
    /** Whether the patient wants their appointment reminders by SMS too (care.md §5). */
    smsReminders: boolean('sms_reminders').notNull().default(true),
  },
  (table) => [
    check('users_role_known', sql`${table.role} in ('user', 'doctor', 'admin')`),
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
    priceCents: integer('price_cents').notNull(),
    slotMinutes: integer('slot_minutes').notNull().default(30),
  },
  (table) => [
    check('appointment_options_price_nonnegative', sql`${table.priceCents} >= 0`),
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
    priceCents: integer('price_cents').notNull(),
    state: text('state', { enum: BOOKING_STATES }).notNull().default('booked'),
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

/**
 * A card payment for a booking. Kept after the booking is refunded, with the refund's id. Whose it
 * is follows from its booking: it holds no e-mail of its own.
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
    transactionId: text('transaction_id').notNull().unique(),
    createdAt: createdAt(),
    /** The provider's refund, once the booking was refunded (its state says so; this names the refund). */
    refundId: text('refund_id'),
  },
  (table) => [check('payments_price_positive', sql`${table.priceCents} > 0`)],
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
 * SMS queued per number and clinic day. The one statement that counts a message also refuses it
 * past the cap (SMS_DAILY_CAP_PER_NUMBER), so concurrent requests cannot make the service spam anyone.
 */
export const smsDailyCounts = pgTable(
  'sms_daily_counts',
  {
    phone: text('phone').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sent: integer('sent').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.phone, table.day] }),
    check('sms_daily_counts_positive', sql`${table.sent} > 0`),
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
  (table) => [index('audit_log_in_order').on(table.sequence)],
);
