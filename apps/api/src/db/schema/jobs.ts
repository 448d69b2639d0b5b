import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * Durable scheduled work (decision 022): each row is one effect to bring about at `run_at` or
 * later: an e-mail or SMS to deliver, a reminder to send, a hold to expire. A worker in every API
 * process claims due rows with SKIP LOCKED and pushes `run_at` ahead by a backoff as a lease, so a
 * process that dies mid-job leaves it to be taken again once the lease runs out. `key` names the
 * effect ('reminder:{booking}:{offset}:{start}'): a second job for the same effect is never
 * queued. `done_at` is set once, by whoever finished the job.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('jobs_one_per_key').on(table.key),
    index('jobs_due')
      .on(table.runAt)
      .where(sql`${table.doneAt} is null`),
    index('jobs_by_kind').on(table.kind, table.createdAt),
    check('jobs_attempts_nonnegative', sql`${table.attempts} >= 0`),
  ],
);

/**
 * The e-mail jobs as the outbox table used to show them (a view: migration 0008's hand-written
 * part). Tests and people read mail here; only the jobs module writes it.
 */
export const outbox = pgView('outbox', {
  id: uuid('id').notNull(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  attachments: jsonb('attachments')
    .$type<{ filename: string; contentType: string; content: string }[]>()
    .notNull(),
  attempts: integer('attempts').notNull(),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).existing();

/** The SMS view of the same jobs, for the same readers. */
export const smsOutbox = pgView('sms_outbox', {
  id: uuid('id').notNull(),
  to: text('to').notNull(),
  text: text('text').notNull(),
  attempts: integer('attempts').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).existing();

/**
 * Messages counted against a cap, per counter and period: SMS per number and per account each
 * clinic day, reset and verification mails per address each hour and day, mails to an unverified
 * address each day (`jobs/message-caps.ts` names them). The one statement that counts a message also
 * refuses it past the cap, so concurrent senders, in any process, cannot make the service spam anyone.
 */
export const messageCounts = pgTable(
  'message_counts',
  {
    /** What is counted: 'sms-number:+8801…', 'sms-account:{user id}', 'reset-mail:{address}', … */
    counter: text('counter').notNull(),
    /** The clinic day (YYYY-MM-DD) or hour (YYYY-MM-DDTHH) counted. */
    period: text('period').notNull(),
    sent: integer('sent').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.counter, table.period] }),
    check('message_counts_positive', sql`${table.sent} > 0`),
  ],
);
