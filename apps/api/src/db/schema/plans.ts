import { CURRENCIES, PLAN_PERIODS, PLAN_SUBSCRIPTION_STATES, PLANS } from '@sustho/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
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
import { bookings } from './bookings.js';
import { createdAt, isOneOf } from './columns.js';

/**
 * A plan bought by an account (services.md §4, decision 050): to pay, running from `starts_on` to
 * `ends_on` (exclusive) once paid, or ended. An exclusion constraint (migration 0026) keeps an
 * account's active subscriptions from overlapping: an extension starts where the last one ends,
 * an upgrade ends the lower plan the day it starts. Kept after the account is deleted, for its
 * payment, without the account.
 */
export const planSubscriptions = pgTable(
  'plan_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan', { enum: PLANS }).notNull(),
    period: text('period', { enum: PLAN_PERIODS }).notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    state: text('state', { enum: PLAN_SUBSCRIPTION_STATES }).notNull().default('awaiting_payment'),
    /** Null until it is paid (or, for Personal, taken). */
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    createdAt: createdAt(),
    /** When it left `awaiting_payment` or `active`, and why an admin refunded it. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    refundReason: text('refund_reason'),
  },
  (table) => [
    check('plan_subscriptions_plan_known', isOneOf(table.plan, PLANS)),
    check('plan_subscriptions_period_known', isOneOf(table.period, PLAN_PERIODS)),
    check('plan_subscriptions_state_known', isOneOf(table.state, PLAN_SUBSCRIPTION_STATES)),
    check('plan_subscriptions_currency_known', isOneOf(table.currency, CURRENCIES)),
    check('plan_subscriptions_price_not_negative', sql`${table.priceCents} >= 0`),
    check(
      'plan_subscriptions_personal_free',
      sql`(${table.plan} = 'personal') = (${table.priceCents} = 0)`,
    ),
    check(
      'plan_subscriptions_term',
      sql`(${table.startsOn} is null) = (${table.endsOn} is null) and ${table.startsOn} <= ${table.endsOn}`,
    ),
    check(
      'plan_subscriptions_active_has_term',
      sql`${table.state} <> 'active' or ${table.startsOn} is not null`,
    ),
    unique('plan_subscriptions_id_currency').on(table.id, table.currency),
    index('plan_subscriptions_by_user').on(table.userId, table.createdAt),
  ],
);

/**
 * Professional's included consultations, one row per 30-day period of a subscription (written when
 * it starts): spending one is a conditional update, and the check keeps `used` between 0 and what
 * the period includes, whatever runs concurrently.
 */
export const planCreditPeriods = pgTable(
  'plan_credit_periods',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => planSubscriptions.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    included: integer('included').notNull(),
    used: integer('used').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'plan_credit_periods_pk', columns: [table.subscriptionId, table.startsOn] }),
    check(
      'plan_credit_periods_balance',
      sql`${table.used} >= 0 and ${table.used} <= ${table.included}`,
    ),
    check('plan_credit_periods_term', sql`${table.startsOn} < ${table.endsOn}`),
  ],
);

/**
 * The ledger of what plans covered: one row per covered booking, written in the booking's own
 * statement, and marked returned (once) when the booking is cancelled, which gives a Professional
 * credit back to its period. Enterprise's rows name no period: it counts no credits.
 */
export const planCoveredBookings = pgTable(
  'plan_covered_bookings',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => planSubscriptions.id, { onDelete: 'cascade' }),
    periodStartsOn: date('period_starts_on', { mode: 'string' }),
    createdAt: createdAt(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (table) => [
    foreignKey({
      name: 'plan_covered_bookings_period',
      columns: [table.subscriptionId, table.periodStartsOn],
      foreignColumns: [planCreditPeriods.subscriptionId, planCreditPeriods.startsOn],
    }).onDelete('cascade'),
    index('plan_covered_bookings_by_subscription').on(table.subscriptionId),
  ],
);
