import { CURRENCIES, RANGE_SEXES, SAMPLE_TYPES } from '@sustho/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './columns.js';

/**
 * The lab's test catalogue (services.md §6, decision 049). Texts have a Bangla twin (`*_bn`),
 * empty when none is customary: a Bangla reader then reads the English (decision 042).
 */
export const labTests = pgTable(
  'lab_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    nameBn: text('name_bn').notNull().default(''),
    /** The LOINC code where one fits the test as the lab sells it; null for a lab's own panel. */
    code: text('code').unique(),
    sampleType: text('sample_type', { enum: SAMPLE_TYPES }).notNull(),
    /** What the patient does first ('Fast for 10–12 hours'); empty when nothing. */
    preparation: text('preparation').notNull().default(''),
    preparationBn: text('preparation_bn').notNull().default(''),
    /** In hundredths of `currency`'s unit, as treatments keep prices. */
    priceCents: integer('price_cents').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    turnaroundHours: integer('turnaround_hours').notNull(),
    homeCollection: boolean('home_collection').notNull(),
  },
  (table) => [
    check('lab_tests_code_is_loinc', sql`${table.code} ~ '^[0-9]{1,7}-[0-9]$'`),
    check('lab_tests_sample_type_known', isOneOf(table.sampleType, SAMPLE_TYPES)),
    check('lab_tests_price_nonnegative', sql`${table.priceCents} >= 0`),
    check('lab_tests_currency_known', isOneOf(table.currency, CURRENCIES)),
    check('lab_tests_turnaround', sql`${table.turnaroundHours} between 1 and 720`),
    // An X-ray, an ultrasound or an ECG is taken of the patient at the lab.
    check(
      'lab_tests_imaging_at_the_lab',
      sql`not (${table.homeCollection} and ${table.sampleType} in ('imaging', 'ecg'))`,
    ),
  ],
);

/**
 * A value a test measures (a CBC's haemoglobin, WBC, platelets; HbA1c's one), in report order.
 * A qualitative value (blood group, dengue NS1) has no unit and no ranges.
 */
export const labTestValues = pgTable(
  'lab_test_values',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    testId: uuid('test_id')
      .notNull()
      .references(() => labTests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    nameBn: text('name_bn').notNull().default(''),
    unit: text('unit').notNull().default(''),
  },
  (table) => [
    unique('lab_test_values_name_per_test').on(table.testId, table.name),
    unique('lab_test_values_position_per_test').on(table.testId, table.position),
  ],
);

/**
 * A value's normal range for some patients: `sex` null is everyone, ages are whole years
 * (`min_age_years` included, `max_age_years` not, null unbounded), and one bound may be null for a
 * one-sided range. Migration 0027's exclusion constraint keeps one range per value, sex and age.
 */
export const labReferenceRanges = pgTable(
  'lab_reference_ranges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    valueId: uuid('value_id')
      .notNull()
      .references(() => labTestValues.id, { onDelete: 'cascade' }),
    sex: text('sex', { enum: RANGE_SEXES }),
    minAgeYears: integer('min_age_years'),
    maxAgeYears: integer('max_age_years'),
    low: numeric('low', { mode: 'number' }),
    high: numeric('high', { mode: 'number' }),
  },
  (table) => [
    check('lab_reference_ranges_sex_known', isOneOf(table.sex, RANGE_SEXES)),
    check(
      'lab_reference_ranges_ages',
      sql`${table.minAgeYears} >= 0 and ${table.maxAgeYears} > coalesce(${table.minAgeYears}, 0)`,
    ),
    check('lab_reference_ranges_a_bound', sql`num_nonnulls(${table.low}, ${table.high}) > 0`),
    check('lab_reference_ranges_low_below_high', sql`${table.low} <= ${table.high}`),
  ],
);
