import { BOOKING_KINDS, COVERING_PLANS, CURRENCIES } from '@sustho/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ACTIVE_BOOKING_STATES,
  BOOKING_STATES,
  CANCELLED_BOOKING_STATES,
  FOLLOW_UP_TAKEN_STATES,
} from '../../modules/bookings/booking-state.js';
import { users } from './accounts.js';
import { patients } from './family.js';
import { treatments } from './catalog.js';
import { createdAt, isOneOf } from './columns.js';
import { doctors } from './doctors.js';

/**
 * True for a booking that holds its slot. The partial unique indexes are built from these very
 * words, so the planner can use them for any query that says the same (even a prepared one).
 */
export const holdsSlot = (state: AnyPgColumn) => isOneOf(state, ACTIVE_BOOKING_STATES);

/**
 * A booking of one doctor's slot of a treatment on a day, made by an account for one of its
 * patients. Its state (modules/bookings/booking-state.ts) is the one record of where it stands;
 * only active states hold a slot. The double-booking rules are the database's, per patient
 * (services.md §2): the partial unique index keeps one active booking per patient, treatment and
 * day, and two exclusion constraints (migrations 0006 and 0023, which drizzle-kit cannot express)
 * refuse overlapping active bookings of one doctor (bookings_doctor_free) and of one patient
 * (bookings_patient_free), so one account may book two of its patients at one time.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    treatmentId: uuid('option_id')
      .notNull()
      .references(() => treatments.id),
    /** A slot chosen ahead, or consult now (services.md §3): the doctor and slot come when a doctor accepts. */
    kind: text('kind', { enum: BOOKING_KINDS }).notNull().default('scheduled'),
    /** Null only for an on-demand booking no doctor has accepted yet, as are the day and the slot. */
    doctorId: uuid('doctor_id').references(() => doctors.id),
    appointmentDate: date('appointment_date', { mode: 'string' }),
    slotStart: time('slot_start'),
    slotEnd: time('slot_end'),
    /** The patient's account; a deleted account stays as an anonymous one (decision 010). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The patient it is for: the account's own profile or a family member's (services.md §2). */
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    patientName: text('patient_name').notNull(),
    /** The patient's contact details; null once their account is deleted. */
    email: text('email'),
    phone: text('phone'),
    /** Copied from the treatment when booked, in hundredths of `currency`'s unit. */
    priceCents: integer('price_cents').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    /** The plan that made it free (services.md §4); its credit is in plan_covered_bookings. */
    coveredBy: text('covered_by', { enum: COVERING_PLANS }),
    state: text('state', { enum: BOOKING_STATES }).notNull().default('booked'),
    /** How often the patient moved it (MAX_RESCHEDULES, decision 023). */
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    /**
     * The SEQUENCE of its calendar invite: every e-mail that changes the appointment (moved,
     * cancelled) sends the same UID with the next number, so calendars replace the old event.
     */
    inviteSequence: integer('invite_sequence').notNull().default(0),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The completed consultation this booking is the free follow-up of (services.md §3), or null. */
    followUpOf: uuid('follow_up_of').references((): AnyPgColumn => bookings.id),
  },
  (table) => [
    check('bookings_state_known', isOneOf(table.state, BOOKING_STATES)),
    check('bookings_kind_known', isOneOf(table.kind, BOOKING_KINDS)),
    check(
      'bookings_covered_is_free',
      sql`${table.coveredBy} is null or (${isOneOf(table.coveredBy, COVERING_PLANS)} and ${table.priceCents} = 0)`,
    ),
    // The doctor, day and slot come together, and only consult now goes without them for a while.
    check(
      'bookings_slot_all_or_none',
      sql`num_nulls(${table.doctorId}, ${table.appointmentDate}, ${table.slotStart}, ${table.slotEnd}) in (0, 4)`,
    ),
    check(
      'bookings_scheduled_has_slot',
      sql`${table.kind} = 'on_demand' or ${table.doctorId} is not null`,
    ),
    check(
      'bookings_cancelled_has_time',
      sql`(${table.cancelledAt} is not null) = (${isOneOf(table.state, CANCELLED_BOOKING_STATES)})`,
    ),
    check('bookings_price_nonnegative', sql`${table.priceCents} >= 0`),
    check(
      'bookings_change_counts_nonnegative',
      sql`${table.rescheduleCount} >= 0 and ${table.inviteSequence} >= 0`,
    ),
    foreignKey({
      name: 'bookings_priced_in_treatment_currency',
      columns: [table.treatmentId, table.currency],
      foreignColumns: [treatments.id, treatments.currency],
    }),
    // The target of payments' (booking_id, currency) key: a payment is in its booking's currency.
    unique('bookings_id_currency').on(table.id, table.currency),
    check('bookings_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('bookings_slot_ends_after_start', sql`${table.slotEnd} > ${table.slotStart}`),
    // Scheduled only: a patient booked for this evening may still consult a doctor now.
    uniqueIndex('bookings_one_per_patient_option_day')
      .on(table.treatmentId, table.appointmentDate, table.patientId)
      .where(sql`${holdsSlot(table.state)} and ${table.kind} = 'scheduled'`),
    // One follow-up per consultation; a cancelled one frees it for another.
    uniqueIndex('bookings_one_follow_up')
      .on(table.followUpOf)
      .where(isOneOf(table.state, FOLLOW_UP_TAKEN_STATES)),
    check('bookings_follow_up_free', sql`${table.followUpOf} is null or ${table.priceCents} = 0`),
    index('bookings_by_patient').on(table.patientId, table.appointmentDate),
    index('bookings_active_by_date').on(table.appointmentDate).where(holdsSlot(table.state)),
    index('bookings_by_email').on(table.email, table.appointmentDate),
    index('bookings_by_doctor_day').on(table.doctorId, table.appointmentDate),
  ],
);

/**
 * An unpaid priced booking's deadline (docs/product/appointment-life.md §3, decision 026): with
 * PAYMENT_HOLD_MINUTES set, booking writes this row and a `payment-hold` job due at `pay_by` in its
 * own transaction; the job cancels the booking then unless it was paid or cancelled meanwhile.
 */
export const paymentHolds = pgTable('payment_holds', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id),
  payBy: timestamp('pay_by', { withTimezone: true }).notNull(),
});
