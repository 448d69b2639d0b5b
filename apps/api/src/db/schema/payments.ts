import { CURRENCIES } from '@sustho/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  type AnyPgColumn,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.js';
import { createdAt, isOneOf } from './columns.js';
import { labOrders } from './lab-orders.js';
import { orders } from './orders.js';
import { planSubscriptions } from './plans.js';

/** Exactly one of a payment's targets is named: a booking, a plan subscription, an order or a lab order. */
const namesOneTarget = (...targets: AnyPgColumn[]) =>
  sql`num_nonnulls(${sql.join(targets, sql`, `)}) = 1`;

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
 * A payment for a booking or a plan subscription, by card (Stripe, or the sandbox standing in for
 * it) or through SSLCommerz. Kept after it is refunded, with the refund's id. Whose it is follows
 * from what it paid for: it holds no e-mail of its own. One payment per booking, per subscription,
 * per transaction id and per SSLCommerz validation id: the unique constraints make a replayed
 * report record nothing.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .unique()
      .references(() => bookings.id),
    subscriptionId: uuid('subscription_id')
      .unique()
      .references(() => planSubscriptions.id),
    orderId: uuid('order_id')
      .unique()
      .references(() => orders.id),
    labOrderId: uuid('lab_order_id')
      .unique()
      .references(() => labOrders.id),
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
    check(
      'payments_one_target',
      namesOneTarget(table.bookingId, table.subscriptionId, table.orderId, table.labOrderId),
    ),
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
    foreignKey({
      name: 'payments_in_subscription_currency',
      columns: [table.subscriptionId, table.currency],
      foreignColumns: [planSubscriptions.id, planSubscriptions.currency],
    }),
    foreignKey({
      name: 'payments_in_order_currency',
      columns: [table.orderId, table.currency],
      foreignColumns: [orders.id, orders.currency],
    }),
    foreignKey({
      name: 'payments_in_lab_order_currency',
      columns: [table.labOrderId, table.currency],
      foreignColumns: [labOrders.id, labOrders.currency],
    }),
  ],
);

/**
 * The SSLCommerz sessions the API opened: which booking or subscription each tran_id pays, for what amount and
 * currency. A gateway report naming a tran_id not in here is refused, whatever it says.
 */
export const sslcommerzSessions = pgTable(
  'sslcommerz_sessions',
  {
    /** Ours, sent to the gateway; at most 30 characters, as SSLCommerz allows. */
    tranId: text('tran_id').primaryKey(),
    bookingId: uuid('booking_id'),
    subscriptionId: uuid('subscription_id'),
    orderId: uuid('order_id'),
    labOrderId: uuid('lab_order_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('sslcommerz_sessions_amount_positive', sql`${table.amountCents} > 0`),
    check('sslcommerz_sessions_tran_id_length', sql`length(${table.tranId}) <= 30`),
    check(
      'sslcommerz_sessions_one_target',
      namesOneTarget(table.bookingId, table.subscriptionId, table.orderId, table.labOrderId),
    ),
    foreignKey({
      name: 'sslcommerz_sessions_in_booking_currency',
      columns: [table.bookingId, table.currency],
      foreignColumns: [bookings.id, bookings.currency],
    }),
    foreignKey({
      name: 'sslcommerz_sessions_in_subscription_currency',
      columns: [table.subscriptionId, table.currency],
      foreignColumns: [planSubscriptions.id, planSubscriptions.currency],
    }),
    foreignKey({
      name: 'sslcommerz_sessions_in_order_currency',
      columns: [table.orderId, table.currency],
      foreignColumns: [orders.id, orders.currency],
    }),
    foreignKey({
      name: 'sslcommerz_sessions_in_lab_order_currency',
      columns: [table.labOrderId, table.currency],
      foreignColumns: [labOrders.id, labOrders.currency],
    }),
    index('sslcommerz_sessions_by_booking').on(table.bookingId),
  ],
);

/**
 * Payments that arrived for a booking or subscription that could not take them (cancelled first, or paid by another
 * payment) and are given back: one row per transaction, written before the provider is asked for
 * the refund, so a replayed report (an IPN, a webhook) finds the refund here instead of asking and
 * auditing again.
 */
export const returnedPayments = pgTable(
  'returned_payments',
  {
    /** The PaymentIntent's id, or SSLCommerz's tran_id. */
    transactionId: text('transaction_id').primaryKey(),
    bookingId: uuid('booking_id').references(() => bookings.id),
    subscriptionId: uuid('subscription_id').references(() => planSubscriptions.id),
    orderId: uuid('order_id').references(() => orders.id),
    labOrderId: uuid('lab_order_id').references(() => labOrders.id),
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
    check(
      'returned_payments_one_target',
      namesOneTarget(table.bookingId, table.subscriptionId, table.orderId, table.labOrderId),
    ),
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
 * the database (not in memory) and every API process sees the same intent. What it pays for is
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
    /** What it pays for (a booking's or a subscription's id), as Stripe's metadata holds it. */
    payableId: text('payable_id').notNull(),
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
