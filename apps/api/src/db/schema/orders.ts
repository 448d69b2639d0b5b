import {
  CURRENCIES,
  MEDICINE_FORMS,
  ORDER_PAYMENTS,
  ORDER_STATES,
  PRESCRIPTION_PHOTO_TYPES,
} from '@sustho/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { bytea, createdAt, isOneOf } from './columns.js';
import { patients } from './family.js';
import { medicines } from './medicines.js';
import { prescriptions } from './records.js';

/**
 * A photo (or PDF) of a paper prescription a patient uploaded for an order of prescription-only
 * medicines (services.md §5): JPEG, PNG or PDF by its bytes, kept in the database with the order
 * it is for, read only by that patient's account and the pharmacists checking it.
 */
export const prescriptionPhotos = pgTable(
  'prescription_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type', { enum: PRESCRIPTION_PHOTO_TYPES }).notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('prescription_photos_type_known', isOneOf(table.contentType, PRESCRIPTION_PHOTO_TYPES)),
    check(
      'prescription_photos_size',
      sql`octet_length(${table.data}) between 1 and ${sql.raw(String(10 * 1024 * 1024))}`,
    ),
    index('prescription_photos_by_user').on(table.userId),
  ],
);

/**
 * A medicine order (services.md §5, decision 053): its lines (order_items) priced when placed, the
 * delivery address, what it costs, and where it stands. The state moves one step at a time by
 * conditional updates (orders/repository.ts); every step is written to order_history. An online
 * order holds its units until `hold_until` and is cancelled by a job if still unpaid then.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The ordering account; null once it was deleted (the order is kept, anonymised, for its payment). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    state: text('state', { enum: ORDER_STATES }).notNull(),
    payment: text('payment', { enum: ORDER_PAYMENTS }).notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    recipient: text('recipient').notNull(),
    phone: text('phone').notNull(),
    addressLine: text('address_line').notNull(),
    area: text('area').notNull(),
    district: text('district').notNull(),
    prescriptionId: uuid('prescription_id').references(() => prescriptions.id),
    prescriptionPhotoId: uuid('prescription_photo_id').references(() => prescriptionPhotos.id, {
      onDelete: 'set null',
    }),
    /** When its online payment was recorded (payments' handler); a cancelled paid order is refunded. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Until when an unpaid online order holds its units. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('orders_state_known', isOneOf(table.state, ORDER_STATES)),
    check('orders_payment_known', isOneOf(table.payment, ORDER_PAYMENTS)),
    check('orders_currency_known', isOneOf(table.currency, CURRENCIES)),
    check(
      'orders_amounts',
      sql`${table.subtotalCents} > 0 and ${table.deliveryFeeCents} >= 0 and ${table.totalCents} = ${table.subtotalCents} + ${table.deliveryFeeCents}`,
    ),
    check(
      'orders_online_holds',
      sql`(${table.payment} = 'online') = (${table.holdUntil} is not null)`,
    ),
    // Only an online order waits for its payment.
    check('orders_paid_online', sql`${table.paidAt} is null or ${table.payment} = 'online'`),
    check(
      'orders_awaiting_payment_online',
      sql`${table.state} <> 'awaiting_payment' or ${table.payment} = 'online'`,
    ),
    unique('orders_id_currency').on(table.id, table.currency),
    index('orders_by_user').on(table.userId, table.createdAt),
    index('orders_by_patient').on(table.patientId),
    index('orders_by_prescription').on(table.prescriptionId),
    index('orders_queue').on(table.state, table.createdAt),
  ],
);

/** One line of an order: the medicine as it was when ordered, its unit price and how many units. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    medicineId: uuid('medicine_id')
      .notNull()
      .references(() => medicines.id),
    brandName: text('brand_name').notNull(),
    genericName: text('generic_name').notNull(),
    strength: text('strength').notNull(),
    form: text('form', { enum: MEDICINE_FORMS }).notNull(),
    rx: boolean('rx').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ name: 'order_items_pk', columns: [table.orderId, table.medicineId] }),
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
    check('order_items_price_nonnegative', sql`${table.unitPriceCents} >= 0`),
    index('order_items_by_medicine').on(table.medicineId),
  ],
);

/** Each state an order entered, when, and why (a cancellation's reason): the patient's timeline. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ORDER_STATES }).notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('order_history_state_known', isOneOf(table.state, ORDER_STATES)),
    index('order_history_by_order').on(table.orderId, table.id),
  ],
);
