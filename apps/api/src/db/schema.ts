import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The four service categories shown on /services. */
export const services = pgTable('services', {
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

/** A treatment patients book: it belongs to one service category and offers half-hour slots. */
export const appointmentOptions = pgTable(
  'appointment_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    priceCents: integer('price_cents').notNull(),
    slotStarts: time('slot_starts').array().notNull(),
  },
  (table) => [
    check('appointment_options_price_nonnegative', sql`${table.priceCents} >= 0`),
    check('appointment_options_has_slots', sql`cardinality(${table.slotStarts}) > 0`),
  ],
);

export const BOOKING_STATUSES = ['active', 'cancelled'] as const;

/**
 * A patient's booking of one slot of an option on a day. Only active bookings hold a slot:
 * the two partial unique indexes are the double-booking rules, enforced by the database.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    optionId: uuid('option_id')
      .notNull()
      .references(() => appointmentOptions.id),
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    slotStart: time('slot_start').notNull(),
    patientName: text('patient_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    priceCents: integer('price_cents').notNull(),
    paid: boolean('paid').notNull().default(false),
    transactionId: text('transaction_id'),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    check('bookings_status_known', sql`${table.status} in ('active', 'cancelled')`),
    check('bookings_price_nonnegative', sql`${table.priceCents} >= 0`),
    check('bookings_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('bookings_paid_has_transaction', sql`not ${table.paid} or ${table.transactionId} is not null`),
    uniqueIndex('bookings_one_per_slot')
      .on(table.optionId, table.appointmentDate, table.slotStart)
      .where(sql`${table.status} = 'active'`),
    uniqueIndex('bookings_one_per_patient_option_day')
      .on(table.optionId, table.appointmentDate, table.email)
      .where(sql`${table.status} = 'active'`),
    index('bookings_active_by_date')
      .on(table.appointmentDate)
      .where(sql`${table.status} = 'active'`),
    index('bookings_by_email').on(table.email, table.appointmentDate),
  ],
);

export const doctors = pgTable(
  'doctors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    specialtyId: uuid('specialty_id')
      .notNull()
      .references(() => appointmentOptions.id),
    image: text('image').notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('doctors_email_lowercase', sql`${table.email} = lower(${table.email})`)],
);

/** A card payment for a booking. Kept after the booking is cancelled, with its refund. */
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
    email: text('email').notNull(),
    createdAt: createdAt(),
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [check('payments_price_positive', sql`${table.priceCents} > 0`)],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});
