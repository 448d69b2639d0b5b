import {
  CURRENCIES,
  LAB_COLLECTION_TYPES,
  LAB_ORDER_STATES,
  LAB_PAYMENT_METHODS,
  LAB_VALUE_FLAGS,
  type DeliveryAddress,
} from '@sustho/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, isOneOf } from './columns.js';
import { patients } from './family.js';
import { labTests, labTestValues } from './lab-tests.js';
import { prescriptions } from './records.js';

/**
 * How many home collections a 30-minute slot of a day has taken (services.md §6, decision 054).
 * An order takes its place by one conditional upsert in its own transaction (`taken` below the
 * capacity the environment gives now), and the check refuses anything past it, whatever runs
 * concurrently; a cancelled order gives its place back.
 */
export const labCollectionSlots = pgTable(
  'lab_collection_slots',
  {
    date: date('date', { mode: 'string' }).notNull(),
    /** The slot's start on the clinic's clock, 'HH:MM'. */
    slot: text('slot').notNull(),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull(),
  },
  (table) => [
    primaryKey({ name: 'lab_collection_slots_pk', columns: [table.date, table.slot] }),
    check('lab_collection_slots_taken', sql`${table.taken} between 0 and ${table.capacity}`),
  ],
);

/**
 * A lab order: tests for one patient, collected at home in a slot or at the lab on a day, paid
 * online (waiting as `awaiting_payment` until `hold_until`) or at collection. Amounts are in
 * hundredths of `currency`. Kept after the account is deleted, with its patient anonymised.
 */
export const labOrders = pgTable(
  'lab_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account that ordered and pays; null once it was deleted. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    prescriptionId: uuid('prescription_id').references(() => prescriptions.id),
    state: text('state', { enum: LAB_ORDER_STATES }).notNull(),
    collectionType: text('collection_type', { enum: LAB_COLLECTION_TYPES }).notNull(),
    collectionDate: date('collection_date', { mode: 'string' }).notNull(),
    collectionSlot: text('collection_slot'),
    address: jsonb('address').$type<DeliveryAddress>(),
    payment: text('payment', { enum: LAB_PAYMENT_METHODS }).notNull(),
    testsCents: integer('tests_cents').notNull(),
    collectionFeeCents: integer('collection_fee_cents').notNull(),
    collectionDiscountCents: integer('collection_discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('lab_orders_state_known', isOneOf(table.state, LAB_ORDER_STATES)),
    check('lab_orders_collection_type_known', isOneOf(table.collectionType, LAB_COLLECTION_TYPES)),
    check('lab_orders_payment_known', isOneOf(table.payment, LAB_PAYMENT_METHODS)),
    check('lab_orders_currency_known', isOneOf(table.currency, CURRENCIES)),
    // A home collection has its slot and address; a lab visit neither.
    check(
      'lab_orders_home_has_slot_and_address',
      sql`(${table.collectionType} = 'home') = (${table.collectionSlot} is not null) and (${table.collectionType} = 'home') = (${table.address} is not null)`,
    ),
    check(
      'lab_orders_amounts',
      sql`${table.testsCents} >= 0 and ${table.collectionFeeCents} >= 0 and ${table.collectionDiscountCents} >= 0 and ${table.totalCents} = ${table.testsCents} + ${table.collectionFeeCents}`,
    ),
    check(
      'lab_orders_hold_while_unpaid',
      sql`${table.state} <> 'awaiting_payment' or ${table.holdUntil} is not null`,
    ),
    unique('lab_orders_id_currency').on(table.id, table.currency),
    index('lab_orders_by_patient').on(table.patientId, table.createdAt),
    index('lab_orders_by_user').on(table.userId, table.createdAt),
    index('lab_orders_by_day').on(table.collectionDate, table.collectionSlot),
  ],
);

/** The tests of an order, named and priced as they were when it was ordered. */
export const labOrderTests = pgTable(
  'lab_order_tests',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => labOrders.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => labTests.id),
    position: integer('position').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (table) => [
    primaryKey({ name: 'lab_order_tests_pk', columns: [table.orderId, table.testId] }),
    check('lab_order_tests_price_nonnegative', sql`${table.priceCents} >= 0`),
  ],
);

/** Every state an order has been in, with when and why: its timeline. */
export const labOrderEvents = pgTable(
  'lab_order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => labOrders.id, { onDelete: 'cascade' }),
    state: text('state', { enum: LAB_ORDER_STATES }).notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('lab_order_events_state_known', isOneOf(table.state, LAB_ORDER_STATES)),
    index('lab_order_events_by_order').on(table.orderId, table.at),
  ],
);

/**
 * A released result of an order, one version: immutable once written; a correction is the next
 * version, and the one it replaces gets `replaced_at`. One version in force per order.
 */
export const labResults = pgTable(
  'lab_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => labOrders.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
    /** The lab technician who released it; null once their account is gone. */
    releasedBy: text('released_by').references(() => users.id, { onDelete: 'set null' }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    /** The report PDF in the private reports folder (records/report-storage.ts), if one was sent. */
    pdfStorageName: text('pdf_storage_name'),
  },
  (table) => [
    uniqueIndex('lab_results_version_per_order').on(table.orderId, table.version),
    uniqueIndex('lab_results_one_in_force')
      .on(table.orderId)
      .where(sql`${table.replacedAt} is null`),
    check('lab_results_version_positive', sql`${table.version} >= 1`),
  ],
);

/**
 * A value of a released result in the unit the catalogue gave, with the range it was read
 * against then (a later edit of the catalogue does not change a released result) and its flag.
 */
export const labResultValues = pgTable(
  'lab_result_values',
  {
    resultId: uuid('result_id')
      .notNull()
      .references(() => labResults.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => labTests.id),
    valueId: uuid('value_id')
      .notNull()
      .references(() => labTestValues.id),
    number: numeric('number', { mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    low: numeric('low', { mode: 'number' }),
    high: numeric('high', { mode: 'number' }),
    flag: text('flag', { enum: LAB_VALUE_FLAGS }),
  },
  (table) => [
    primaryKey({ name: 'lab_result_values_pk', columns: [table.resultId, table.valueId] }),
    check('lab_result_values_flag_known', isOneOf(table.flag, LAB_VALUE_FLAGS)),
    index('lab_result_values_by_value').on(table.valueId),
  ],
);
