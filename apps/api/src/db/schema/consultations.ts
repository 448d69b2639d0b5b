import { CHAT_MESSAGES_PER_ROOM } from '@sustho/contracts';
import { CONSULTATION_ROLES } from '@sustho/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { bookings } from './bookings.js';
import { createdAt, isOneOf } from './columns.js';

/**
 * The chat of a consultation (docs/product/consultation.md §4), kept with its booking so both parties see it again on
 * rejoin. The sender's account may be deleted later; the message stays with the record, marked by
 * the role its writer had in that consultation.
 */
export const consultationMessages = pgTable(
  'consultation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderRole: text('sender_role', { enum: CONSULTATION_ROLES }).notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    /** Orders messages written in the same instant. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (table) => [
    check('consultation_messages_role_known', isOneOf(table.senderRole, CONSULTATION_ROLES)),
    check('consultation_messages_text_length', sql`char_length(${table.text}) between 1 and 2000`),
    index('consultation_messages_in_order').on(table.bookingId, table.sequence),
  ],
);

/**
 * Who is in a consultation room now: one row per party, kept alive by the periodic check of the
 * party's newest signalling socket and removed when the party leaves on purpose; a party whose
 * socket dropped lapses at `present_until`, and a reload's new socket renews the same row. After
 * the doctor completes the consultation (issuing a prescription does), the room stays open while
 * anyone is present, so the call is not cut off (decision 034).
 */
export const consultationPresence = pgTable(
  'consultation_presence',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    party: text('party').notNull(),
    presentUntil: timestamp('present_until', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.party] }),
    check('consultation_presence_party_known', isOneOf(table.party, CONSULTATION_ROLES)),
    index('consultation_presence_by_room').on(table.bookingId, table.presentUntil),
  ],
);

/**
 * How many chat messages each room holds (decision 034): a trigger on consultation_messages counts
 * every insert here, and the check refuses the one past CHAT_MESSAGES_PER_ROOM. Concurrent
 * messages of one room wait for each other on this row, so no count is read and then acted on.
 */
export const consultationChatCounts = pgTable(
  'consultation_chat_counts',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    messages: integer('messages').notNull(),
  },
  (table) => [
    check(
      'consultation_chat_counts_at_most',
      sql`${table.messages} between 1 and ${sql.raw(String(CHAT_MESSAGES_PER_ROOM))}`,
    ),
  ],
);
