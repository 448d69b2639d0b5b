import { OFFLINE_REASONS } from '@sustho/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ON_DEMAND_QUEUE_STATES } from '../../modules/on-demand/queue-state.js';
import { bookings } from './bookings.js';
import { treatments } from './catalog.js';
import { createdAt, isOneOf } from './columns.js';
import { doctors } from './doctors.js';
import { patients } from './family.js';

/**
 * An on-demand booking's place in the queue (services.md §3, decision 046); the booking itself
 * keeps the money and, once accepted, the doctor and slot. The database holds the queue's rules
 * across processes: one row per booking, so it is offered to one doctor at a time; a doctor holds
 * at most one offer or unfinished consultation (`on_demand_one_per_doctor`); a patient waits once
 * (`on_demand_one_open_per_patient`); every move is a conditional update from the state it left.
 */
export const onDemandRequests = pgTable(
  'on_demand_requests',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    treatmentId: uuid('treatment_id')
      .notNull()
      .references(() => treatments.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    symptoms: text('symptoms'),
    state: text('state', { enum: ON_DEMAND_QUEUE_STATES }).notNull(),
    /** When it joined the queue (paid, or free): its place, kept through declines and a dropped doctor. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    /** When it expires, refunded, unless a doctor accepts it (ON_DEMAND_MAX_WAIT_MINUTES in the queue). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The doctor it is offered to or accepted by. */
    doctorId: uuid('doctor_id').references(() => doctors.id, { onDelete: 'set null' }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** When the accepting doctor's last connection to the room closed, while they are away. */
    doctorLeftAt: timestamp('doctor_left_at', { withTimezone: true }),
    /** When the consultation ended: completed by the doctor, or its room's time ran out. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Set once a doctor dropped and the patient went back to the front of the queue. */
    doctorDisconnected: boolean('doctor_disconnected').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    check('on_demand_state_known', isOneOf(table.state, ON_DEMAND_QUEUE_STATES)),
    check(
      'on_demand_doctor_while_offered_or_accepted',
      sql`(${table.doctorId} is not null) = (${table.state} in ('offered', 'accepted'))`,
    ),
    check(
      'on_demand_offer_has_expiry',
      sql`(${table.offerExpiresAt} is not null) = (${table.state} = 'offered')`,
    ),
    check(
      'on_demand_queued_once_paid',
      sql`${table.state} in ('awaiting_payment', 'cancelled', 'expired') or (${table.queuedAt} is not null and ${table.expiresAt} is not null)`,
    ),
    check('on_demand_symptoms_length', sql`char_length(${table.symptoms}) <= 500`),
    uniqueIndex('on_demand_one_per_doctor')
      .on(table.doctorId)
      .where(sql`${table.state} in ('offered', 'accepted')`),
    uniqueIndex('on_demand_one_open_per_patient')
      .on(table.patientId)
      .where(sql`${table.state} in ('awaiting_payment', 'waiting', 'offered', 'accepted')`),
    index('on_demand_queue')
      .on(table.treatmentId, table.queuedAt)
      .where(sql`${table.state} in ('waiting', 'offered')`),
    index('on_demand_finished')
      .on(table.treatmentId, table.finishedAt)
      .where(sql`${table.state} = 'finished'`),
  ],
);

/**
 * A doctor's presence in Consult now: online by their own press, and present while their page
 * keeps saying so (`seen_at` within ON_DEMAND_PRESENCE_SECONDS, read at the moment of asking, so
 * no clock has to run out for them to count as offline). `free_since` orders the free doctors.
 */
export const onDemandDoctors = pgTable(
  'on_demand_doctors',
  {
    doctorId: uuid('doctor_id')
      .primaryKey()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    online: boolean('online').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    freeSince: timestamp('free_since', { withTimezone: true }).notNull(),
    offlineReason: text('offline_reason', { enum: OFFLINE_REASONS }),
  },
  (table) => [
    check('on_demand_doctors_reason_known', sql`${table.offlineReason} in ('offer_ran_out')`),
    index('on_demand_doctors_free')
      .on(table.freeSince)
      .where(sql`${table.online}`),
  ],
);

/** Doctors who declined a request: it is not offered to them again. */
export const onDemandDeclines = pgTable(
  'on_demand_declines',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => onDemandRequests.bookingId, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
  },
  (table) => [uniqueIndex('on_demand_declines_once').on(table.bookingId, table.doctorId)],
);
