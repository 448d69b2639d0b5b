import { rowsOfPatients, type PatientsOf } from '../../db/patients-of.js';
import { and, asc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';
import {
  bookings,
  doctors,
  holdsSlot,
  listedDoctor,
  LIVE_WAITLIST_STATES,
  treatments,
  users,
  waitlistEntries,
} from '../../db/schema.js';
import type { DoctorSlot } from '../bookings/index.js';
import { heldPatientSql } from '../family/index.js';
import { queueJobsWhen } from '../jobs/index.js';
import { waitlistOfferJob } from './slot-freed.js';

export type { DoctorSlot };

const entryView = {
  id: waitlistEntries.id,
  userId: waitlistEntries.userId,
  patientId: waitlistEntries.patientId,
  treatmentId: waitlistEntries.treatmentId,
  treatmentName: treatments.name,
  appointmentDate: waitlistEntries.appointmentDate,
  patientName: waitlistEntries.patientName,
  phone: waitlistEntries.phone,
  state: waitlistEntries.state,
  doctorId: waitlistEntries.doctorId,
  doctorName: doctors.name,
  slotStart: waitlistEntries.slotStart,
  slotEnd: waitlistEntries.slotEnd,
  offerExpiresAt: waitlistEntries.offerExpiresAt,
  createdAt: waitlistEntries.createdAt,
};

const isLive = inArray(waitlistEntries.state, LIVE_WAITLIST_STATES);

/**
 * Whether the slot is held for a patient other than `patientId` (an offer of an overlapping slot of
 * that doctor that day), as SQL: the database function slot_held_for_another (migrations 0015, 0023).
 * Being a function, it reads the holds committed when it runs, not when its statement began: the
 * booking statement asks it after it holds the doctor's row, as the offer job holds it, so an
 * offer committed while the booking waited for that row is seen.
 */
export const heldForAnotherSql = (slot: DoctorSlot, patientId: string) =>
  sql<boolean>`slot_held_for_another(${slot.doctorId}::uuid, ${slot.day}::date, ${slot.start}::time, ${slot.end}::time, ${patientId}::text)`;

/**
 * Settling the waitlist after a booking, the one rule for a new booking and a move: two parts of a
 * WITH query, run when `booked` holds (inside the one-statement booking, or alone for a move,
 * `settle`). `waitlist_settled` marks the patient's live entries for the treatment and day booked,
 * answering them as they were, and `waitlist_let_go` queues the offer of a hold of another slot
 * they had, so it goes to the next patient.
 */
export function settleWaitlistSql(
  booking: { id: string; patientId: string; treatmentId: string; slot: DoctorSlot },
  booked: SQL,
): SQL {
  const live = sql.join(
    LIVE_WAITLIST_STATES.map((state) => sql`${state}`),
    sql`, `,
  );
  const letGo = sql`exists (
    select 1 from waitlist_settled
    where waitlist_settled.state = 'offered'
      and (waitlist_settled.doctor_id is distinct from ${booking.slot.doctorId}::uuid
        or waitlist_settled.slot_start is distinct from ${booking.slot.start}::time))`;
  return sql`waitlist_settled as (
      update ${waitlistEntries} as entry set state = 'booked', booking_id = ${booking.id}::uuid
      from ${waitlistEntries} as before
      where before.id = entry.id and entry.patient_id = ${booking.patientId}::uuid
        and entry.option_id = ${booking.treatmentId}::uuid
        and entry.appointment_date = ${booking.slot.day}::date
        and entry.state in (${live}) and ${booked}
      returning before.state, before.doctor_id, before.slot_start),
    waitlist_let_go as (${queueJobsWhen(
      [waitlistOfferJob({ treatmentId: booking.treatmentId, day: booking.slot.day })],
      letGo,
    )} returning 1)`;
}

/** The waitlist's SQL: entries, their offers (holds) and the queue. */
export function waitlistRepository(db: Executor) {
  const selectView = () =>
    db
      .select(entryView)
      .from(waitlistEntries)
      .innerJoin(treatments, eq(treatments.id, waitlistEntries.treatmentId))
      .leftJoin(doctors, eq(doctors.id, waitlistEntries.doctorId));

  return {
    /**
     * Adds a waiting entry for a patient the account still holds (the row is locked until the
     * statement commits, so removing the member cannot cross it); null when it holds none. The
     * database refuses a second live entry of the patient for the same treatment and day
     * (waitlist_entries_one_per_patient_day), whatever runs concurrently.
     */
    async insert(values: {
      userId: string;
      patientId: string;
      treatmentId: string;
      appointmentDate: string;
      patientName: string;
      phone: string | null;
    }) {
      const result = await db.execute(sql`
        with patient as (${heldPatientSql(values.userId, values.patientId)})
        insert into ${waitlistEntries} (user_id, patient_id, option_id, appointment_date, patient_name, phone)
        select ${values.userId}, patient.id, ${values.treatmentId}::uuid, ${values.appointmentDate}::date,
          ${values.patientName}, ${values.phone}
        from patient
        returning id`);
      const [row] = rowsOf<{ id: string }>(result);
      return row ?? null;
    },

    async find(id: string) {
      const [row] = await selectView().where(eq(waitlistEntries.id, id));
      return row ?? null;
    },

    /** An account's live entries (every profile's) from `today` on, soonest day first, then first joined first. */
    listLive(userId: string, today: string) {
      return selectView()
        .where(
          and(
            eq(waitlistEntries.userId, userId),
            isLive,
            gte(waitlistEntries.appointmentDate, today),
          ),
        )
        .orderBy(asc(waitlistEntries.appointmentDate), asc(waitlistEntries.position));
    },

    /** Whether the patient (a profile, not the account) has an active booking of the treatment on the day. */
    async hasBooking(patientId: string, treatmentId: string, day: string) {
      const rows = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.patientId, patientId),
            eq(bookings.treatmentId, treatmentId),
            eq(bookings.appointmentDate, day),
            holdsSlot(bookings.state),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Deletes one of a patient's entries; answers what it was (null when it was not theirs). */
    async deleteOwn(id: string, userId: string) {
      const [row] = await db
        .delete(waitlistEntries)
        .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.userId, userId)))
        .returning({
          state: waitlistEntries.state,
          treatmentId: waitlistEntries.treatmentId,
          day: waitlistEntries.appointmentDate,
        });
      return row ?? null;
    },

    /** Deletes every entry of an account (its deletion); answers the slots they were holding. */
    deleteAllOf(of: PatientsOf) {
      const theirs = rowsOfPatients(of, {
        account: waitlistEntries.userId,
        patient: waitlistEntries.patientId,
      });
      return db.delete(waitlistEntries).where(theirs).returning({
        state: waitlistEntries.state,
        treatmentId: waitlistEntries.treatmentId,
        day: waitlistEntries.appointmentDate,
      });
    },

    /** Whether a patient other than `patientId` holds an offer overlapping the slot. */
    async heldForAnother(slot: DoctorSlot, patientId: string) {
      const [row] = rowsOf<{ held: boolean }>(
        await db.execute(sql`select ${heldForAnotherSql(slot, patientId)} as "held"`),
      );
      return row!.held;
    },

    /**
     * `settleWaitlistSql` as a statement of its own, for a booking moved to a slot in a
     * transaction: the same words settle a new booking inside its one statement.
     */
    async settle(booking: {
      id: string;
      patientId: string;
      treatmentId: string;
      slot: DoctorSlot;
    }) {
      await db.execute(sql`with ${settleWaitlistSql(booking, sql`true`)} select 1`);
    },

    /** The treatment's listed doctors, in a fixed order (the order the offer job locks them in). */
    listedDoctorsOf(treatmentId: string) {
      return db
        .select({ id: doctors.id })
        .from(doctors)
        .where(and(eq(doctors.treatmentId, treatmentId), listedDoctor))
        .orderBy(asc(doctors.id));
    },

    /**
     * The first patient waiting for the treatment on the day who could book the slot now: not
     * already booked for the treatment that day, nor busy at that time (the entry's patient, not
     * the account's other profiles). Locked until the offer is
     * written.
     */
    async firstWaiting(treatmentId: string, slot: DoctorSlot) {
      const [row] = await db
        .select({
          id: waitlistEntries.id,
          userId: waitlistEntries.userId,
          patientName: waitlistEntries.patientName,
          phone: waitlistEntries.phone,
          email: users.email,
          language: users.language,
          smsReminders: users.smsReminders,
          treatmentName: treatments.name,
        })
        .from(waitlistEntries)
        .innerJoin(users, eq(users.id, waitlistEntries.userId))
        .innerJoin(treatments, eq(treatments.id, waitlistEntries.treatmentId))
        .where(
          and(
            eq(waitlistEntries.treatmentId, treatmentId),
            eq(waitlistEntries.appointmentDate, slot.day),
            eq(waitlistEntries.state, 'waiting'),
            isNull(users.deletedAt),
            sql`not exists (
              select 1 from ${bookings}
              where ${bookings.patientId} = ${waitlistEntries.patientId}
                and ${bookings.appointmentDate} = ${slot.day}::date
                and ${holdsSlot(bookings.state)}
                and (${bookings.treatmentId} = ${treatmentId}
                  or (${bookings.slotStart} < ${slot.end}::time and ${bookings.slotEnd} > ${slot.start}::time)))`,
          ),
        )
        .orderBy(asc(waitlistEntries.position))
        .limit(1)
        .for('update', { of: waitlistEntries });
      return row ?? null;
    },

    /** Offers the slot to a waiting entry until `expiresAt`; the database keeps one holder per slot. */
    async offer(id: string, slot: DoctorSlot, expiresAt: Date) {
      await db
        .update(waitlistEntries)
        .set({
          state: 'offered',
          doctorId: slot.doctorId,
          slotStart: slot.start,
          slotEnd: slot.end,
          offerExpiresAt: expiresAt,
        })
        .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.state, 'waiting')));
    },

    /** Ends an offer that ran out (the one made until `expiresAt`); answers its treatment and day. */
    async expire(id: string, expiresAt: Date) {
      const [row] = await db
        .update(waitlistEntries)
        .set({ state: 'expired' })
        .where(
          and(
            eq(waitlistEntries.id, id),
            eq(waitlistEntries.state, 'offered'),
            eq(waitlistEntries.offerExpiresAt, expiresAt),
          ),
        )
        .returning({
          treatmentId: waitlistEntries.treatmentId,
          day: waitlistEntries.appointmentDate,
        });
      return row ?? null;
    },
  };
}

export type WaitlistView = NonNullable<
  Awaited<ReturnType<ReturnType<typeof waitlistRepository>['find']>>
>;
