import { and, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { treatments } from './catalog.js';
import { createdAt } from './columns.js';

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
    /** The Bangla of `qualifications` and `bio`, empty when none was written (decision 042). */
    qualificationsBn: text('qualifications_bn').notNull().default(''),
    experienceYears: integer('experience_years'),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bio: text('bio').notNull().default(''),
    bioBn: text('bio_bn').notNull().default(''),
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
 * Doctors still on the clinic's list, shown in the directory and bookable: a deleted doctor keeps
 * their row only for the bookings and records that name them.
 */
export const listedDoctor = isNull(doctors.deletedAt);

/** The listed doctor a doctor account speaks for: `userId` is the account's id or its column. */
export const doctorOfAccount = (userId: string | SQLWrapper) =>
  and(eq(doctors.userId, userId), listedDoctor);
