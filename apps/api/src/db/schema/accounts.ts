import { DEFAULT_LANGUAGE, LANGUAGES, USER_ROLES } from '@sustho/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, isOneOf, updatedAt } from './columns.js';

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
    language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    /** Whether the patient wants their appointment reminders by SMS too (docs/product/appointment-life.md §4). */
    smsReminders: boolean('sms_reminders').notNull().default(true),
    /**
     * The phone a patient proved with an SMS code on Profile (+8801XXXXXXXXX), written only by
     * better-auth's phone-number plugin once the code matched, so it is never unverified; signing in
     * with an SMS code goes to it (decision 055).
     */
    phoneNumber: text('phone_number').unique(),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
  },
  (table) => [
    check('users_role_known', isOneOf(table.role, USER_ROLES)),
    check('users_language_known', sql`${table.language} in ('en', 'bn')`),
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
