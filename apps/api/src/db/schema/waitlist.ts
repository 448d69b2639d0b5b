import { WAITLIST_ENTRY_STATES, type WaitlistEntryState } from '@sustho/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { patients } from './family.js';
import { bookings } from './bookings.js';
import { treatments } from './catalog.js';
import { createdAt, isOneOf } from './columns.js';
import { doctors } from './doctors.js';

/** The waitlist entries still in the queue: waiting their turn, or offered a held slot. */
export const LIVE_WAITLIST_STATES = [
  'waiting',
  'offered',
] as const satisfies readonly WaitlistEntryState[];

/**
 * A patient waiting for a slot of a treatment on a day (docs/product/appointment-life.md §6, decision 026). When a
 * slot frees, the first waiting entry (by `position`) is offered it: the entry carries the doctor,
 * the slot and when the hold ends, and `waitlist_entries_one_holder_per_slot` keeps two holders of
 * one slot out whatever runs concurrently. Leaving the waitlist deletes the row; a deleted
 * account's rows go with the account's data.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    treatmentId: uuid('option_id')
      .notNull()
      .references(() => treatments.id),
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    /** The patient the booking will be for (services.md §2). */
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    /** Who the booking will be for and where the offer's SMS goes (none when no number was given). */
    patientName: text('patient_name').notNull(),
    phone: text('phone'),
    state: text('state', { enum: WAITLIST_ENTRY_STATES }).notNull().default('waiting'),
    /** The held slot while offered (and the one booked or let go afterwards). */
    doctorId: uuid('doctor_id').references(() => doctors.id),
    slotStart: time('slot_start'),
    slotEnd: time('slot_end'),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    bookingId: uuid('booking_id').references(() => bookings.id),
    createdAt: createdAt(),
    /** First come, first offered: numbers entries as they are written, even in the same instant. */
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (table) => [
    check('waitlist_entries_state_known', isOneOf(table.state, WAITLIST_ENTRY_STATES)),
    check(
      'waitlist_entries_offer_has_slot',
      sql`${table.state} <> 'offered' or (${table.doctorId} is not null and ${table.slotStart} is not null and ${table.slotEnd} is not null and ${table.offerExpiresAt} is not null)`,
    ),
    uniqueIndex('waitlist_entries_one_per_patient_day')
      .on(table.patientId, table.treatmentId, table.appointmentDate)
      .where(isOneOf(table.state, LIVE_WAITLIST_STATES)),
    uniqueIndex('waitlist_entries_one_holder_per_slot')
      .on(table.doctorId, table.appointmentDate, table.slotStart)
      .where(sql`${table.state} = 'offered'`),
    index('waitlist_entries_queue')
      .on(table.treatmentId, table.appointmentDate, table.position)
      .where(sql`${table.state} = 'waiting'`),
    index('waitlist_entries_by_user').on(table.userId),
  ],
);
