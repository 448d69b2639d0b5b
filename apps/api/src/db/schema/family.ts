import { PATIENT_RELATIONS, SEXES } from '@sustho/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, isOneOf } from './columns.js';

/**
 * The patients an account manages (services.md §2, decision 044): its own profile ('Myself',
 * relation `self`) and its family members. Everything clinical is a patient's, not an account's:
 * bookings, consents, reports and, through the bookings, notes and prescriptions.
 *
 * The database keeps the account's own profile in step with the account (migration 0023's
 * triggers): it is written when the account is, with the account's id as its own (so every id the
 * account held before the family, its record's audit entries included, names its own profile), and
 * takes the account's name whenever that changes. A removed member, like a deleted account's
 * profiles, stays as an anonymised patient for the clinical rows that name it (`removed_at`).
 */
export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relation: text('relation', { enum: PATIENT_RELATIONS }).notNull(),
    name: text('name').notNull(),
    /** Printed on prescriptions with the age it gives; a child is under 18 by it. Null until given for Myself. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    sex: text('sex', { enum: SEXES }),
    phone: text('phone'),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    check('patients_relation_known', isOneOf(table.relation, PATIENT_RELATIONS)),
    check('patients_sex_known', sql`${table.sex} in ('female', 'male', 'other')`),
    // Myself is the account itself: its id is the account's, and it is never removed on its own.
    check(
      'patients_self_is_the_account',
      sql`${table.relation} <> 'self' or ${table.id}::text = ${table.accountId}`,
    ),
    check(
      'patients_member_has_birth_and_sex',
      sql`${table.relation} = 'self' or ${table.removedAt} is not null or (${table.dateOfBirth} is not null and ${table.sex} is not null)`,
    ),
    uniqueIndex('patients_one_self_per_account')
      .on(table.accountId)
      .where(sql`${table.relation} = 'self'`),
    index('patients_by_account').on(table.accountId, table.createdAt),
  ],
);
