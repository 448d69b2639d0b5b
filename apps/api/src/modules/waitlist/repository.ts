import { and, asc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  bookings,
  doctors,
  holdsSlot,
  LIVE_WAITLIST_STATES,
  treatments,
  users,
  waitlistEntries,
} from '../../db/schema.js';

/** A slot of one doctor on one day: 'HH:MM' start and end. */
export interface DoctorSlot {
  doctorId: string;
  day: string;
  start: string;
  end: string;
}

const entryView = {
  id: waitlistEntries.id,
  userId: waitlistEntries.userId,
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

/** Whether `[start, end)` on the row's day overlaps the slot (same doctor, same day). */
const overlaps = (
  columns: { doctorId: AnyPgColumn; day: AnyPgColumn },
  start: AnyPgColumn,
  end: AnyPgColumn,
  slot: DoctorSlot,
) =>
  and(
    eq(columns.doctorId, slot.doctorId),
    eq(columns.day, slot.day),
    sql`${start} < ${slot.end}::time and ${end} > ${slot.start}::time`,
  );

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
     * Adds a waiting entry. The database refuses a second live entry of the patient for the same
     * treatment and day (waitlist_entries_one_per_patient_day), whatever runs concurrently.
     */
    async insert(values: {
      userId: string;
      treatmentId: string;
      appointmentDate: string;
      patientName: string;
      phone: string | null;
    }) {
      const [row] = await db
        .insert(waitlistEntries)
        .values(values)
        .returning({ id: waitlistEntries.id });
      return row!;
    },

    async find(id: string) {
      const [row] = await selectView().where(eq(waitlistEntries.id, id));
      return row ?? null;
    },

    /** A patient's live entries from `today` on, soonest day first, then first joined first. */
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

    /** Whether the patient has an active booking of the treatment on the day. */
    async hasBooking(userId: string, treatmentId: string, day: string) {
      const rows = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.userId, userId),
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
    deleteAllOf(userId: string) {
      return db.delete(waitlistEntries).where(eq(waitlistEntries.userId, userId)).returning({
        state: waitlistEntries.state,
        treatmentId: waitlistEntries.treatmentId,
        day: waitlistEntries.appointmentDate,
      });
    },

    /** Whether someone other than `userId` holds an offer overlapping the slot. */
    async heldForAnother(slot: DoctorSlot, userId: string) {
      const rows = await db
        .select({ id: waitlistEntries.id })
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.state, 'offered'),
            ne(waitlistEntries.userId, userId),
            overlaps(
              { doctorId: waitlistEntries.doctorId, day: waitlistEntries.appointmentDate },
              waitlistEntries.slotStart,
              waitlistEntries.slotEnd,
              slot,
            ),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Marks the patient's live entries for the treatment and day booked by `bookingId`: they have
     * their appointment. Answers the entries as they were, so a hold of another slot can be let go.
     */
    async markBooked(userId: string, treatmentId: string, day: string, bookingId: string) {
      const live = await db
        .select({
          id: waitlistEntries.id,
          state: waitlistEntries.state,
          doctorId: waitlistEntries.doctorId,
          slotStart: waitlistEntries.slotStart,
        })
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.userId, userId),
            eq(waitlistEntries.treatmentId, treatmentId),
            eq(waitlistEntries.appointmentDate, day),
            isLive,
          ),
        )
        .for('update');
      if (live.length === 0) return [];
      await db
        .update(waitlistEntries)
        .set({ state: 'booked', bookingId })
        .where(
          inArray(
            waitlistEntries.id,
            live.map((entry) => entry.id),
          ),
        );
      return live;
    },

    /** The treatment's listed doctors, in a fixed order (the order the offer job locks them in). */
    listedDoctorsOf(treatmentId: string) {
      return db
        .select({ id: doctors.id })
        .from(doctors)
        .where(and(eq(doctors.treatmentId, treatmentId), isNull(doctors.deletedAt)))
        .orderBy(asc(doctors.id));
    },

    /**
     * The first patient waiting for the treatment on the day who could book the slot now: not
     * already booked for the treatment that day, nor busy at that time. Locked until the offer is
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
              where ${bookings.userId} = ${waitlistEntries.userId}
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
