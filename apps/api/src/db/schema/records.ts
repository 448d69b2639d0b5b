import { LANGUAGES, type Medicine, REPORT_TYPES } from '@sustho/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { bookings } from './bookings.js';
import { patients } from './family.js';
import { bytea, createdAt, updatedAt } from './columns.js';
import { doctors } from './doctors.js';

/**
 * An account's agreement to the telemedicine consent of one version for one of its patients
 * (docs/product/clinical-record.md §1): for a child, the guardian's (services.md §2).
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('consents_once_per_version').on(table.patientId, table.version)],
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
    /** Whose record it is in: one of the uploading account's patients (services.md §2). */
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
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
    index('reports_by_patient').on(table.patientId, table.createdAt),
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
